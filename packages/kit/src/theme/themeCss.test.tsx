import { describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { PortfolioProvider } from "./PortfolioProvider";
import { ThemeScope } from "./ThemeScope";
import { brandColors } from "./brand";
import { themeCss, vars } from "./vars";

/** Server-renders like an SSR host, returning the HTML and the collected style tags. */
function serverRender(ui: ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(ui));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe("themeCss", () => {
  it("declares every themeable group, light first, with the page's color-scheme", () => {
    const css = themeCss();
    for (const variable of [
      "--pm-color-text: #111827;",
      "--pm-font-body:",
      "--pm-font-size-2xl: 1.75rem;",
      "--pm-space-4: 1rem;",
      "--pm-radius-md: 10px;",
      "--pm-shadow-sm:",
      "--pm-motion-duration-fast: 0.2s;",
      "color-scheme: light;",
    ])
      expect(css).toContain(variable);
    expect(css).toContain(
      '@media (prefers-color-scheme: dark) {\n:root:not([data-pm-color-scheme="light"]) {',
    );
    expect(css).toContain(':root[data-pm-color-scheme="dark"] {');
    expect(css).toContain("--pm-color-text: #e5e7eb;");
    expect(css).toContain("color-scheme: dark;");
  });

  it("derives every colour of both schemes from a brand colour; a named token still wins", () => {
    const derived = brandColors("#e5484d");
    const css = themeCss({ brand: "#e5484d", color: { surface: "#fafafa" } });
    const [light, dark] = css.split("@media");
    expect(light).toContain(`--pm-color-primary: ${derived.light.primary};`);
    expect(light).toContain(`--pm-color-primary-hover: ${derived.light.primaryHover};`);
    expect(light).toContain(`--pm-color-focus: ${derived.light.focus};`);
    expect(light).toContain(`--pm-color-nav-background: ${derived.light.navBackground};`);
    expect(light).toContain("--pm-color-surface: #fafafa;");
    expect(dark).toContain(`--pm-color-primary: ${derived.dark.primary};`);
    expect(dark).toContain(`--pm-color-primary-soft: ${derived.dark.primarySoft};`);
    expect(dark).toContain(`--pm-color-surface: ${derived.dark.surface};`);
  });

  it("reads the deprecated accent names as the secondary colour", () => {
    const css = themeCss({
      color: { accent: "#166534", accentSoft: "#e7f4ea" },
      dark: { color: { accent: "#86d19a", secondary: "#9ae6b4" } },
    });
    const [light, dark] = css.split("@media");
    expect(light).toContain("--pm-color-secondary: #166534;");
    expect(light).toContain("--pm-color-secondary-soft: #e7f4ea;");
    expect(dark).toContain("--pm-color-secondary: #9ae6b4;");
    expect(css).not.toContain("--pm-color-accent");
    expect(vars.color.accent).toBe(vars.color.secondary);
  });

  it("applies light and dark overrides to their own scheme", () => {
    const css = themeCss({
      color: { primary: "#005f73" },
      space: { 4: "1.25rem" },
      dark: { color: { primary: "#94d2bd" } },
    });
    const [light, dark] = css.split("@media");
    expect(light).toContain("--pm-color-primary: #005f73;");
    expect(light).toContain("--pm-space-4: 1.25rem;");
    expect(dark).toContain("--pm-color-primary: #94d2bd;");
  });

  it("fixes the scheme when asked: light has no dark rules, dark paints dark everywhere", () => {
    expect(themeCss({}, { colorScheme: "light" })).not.toContain("dark");
    const dark = themeCss({}, { colorScheme: "dark" });
    expect(dark).not.toContain("@media");
    expect(dark).toContain("color-scheme: dark;");
  });

  it("scopes the variables to a selector, following the page's scheme", () => {
    const css = themeCss({}, { selector: ".portfolio" });
    expect(css.startsWith(".portfolio {")).toBe(true);
    expect(css).toContain(':root[data-pm-color-scheme="dark"] .portfolio {');
    expect(css).not.toMatch(/^:root \{/m);
  });
});

describe("PortfolioProvider", () => {
  it.each([
    {
      what: "writes the theme's variables even without the reset (reset={false})",
      props: { reset: false },
      variable: "--pm-color-primary:",
    },
    {
      what: "keeps globalStyles={false} working as the reset switch, variables still written",
      props: { globalStyles: false },
      variable: "--pm-space-4:",
    },
  ])("$what", ({ props, variable }) => {
    const { styles } = serverRender(
      <PortfolioProvider {...props}>
        <p>content</p>
      </PortfolioProvider>,
    );
    expect(styles).toContain(variable);
    expect(styles).not.toContain("box-sizing");
  });

  it("writes the reset by default", () => {
    expect(serverRender(<PortfolioProvider>{null}</PortfolioProvider>).styles).toContain("box-sizing");
  });
});

describe("ThemeScope", () => {
  it("declares its theme on its own wrapper only", () => {
    const { html, styles } = serverRender(
      <ThemeScope theme={{ color: { primary: "#005f73" } }}>
        <p>inside</p>
      </ThemeScope>,
    );
    const id = /data-pm-theme-scope="([^"]+)"><p>inside<\/p><\/div>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(styles).toContain(`[data-pm-theme-scope="${id}"]{`);
    expect(styles).toContain("--pm-color-primary:#005f73;");
    expect(styles).not.toMatch(/:root\{/);
  });
});
