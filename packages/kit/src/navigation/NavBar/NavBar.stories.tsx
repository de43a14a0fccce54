import type { Meta, StoryObj } from "@storybook/react-vite";
import { Still, stackedLandmarks } from "../../fixtures/decorators";
import { ReducedMotionProvider } from "../../motion/useReducedMotion";
import type { ReactNode } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { defaultNavItems, scrollToSection } from "../scroll";
import { NavBar, type NavBarProps } from "./NavBar";

const meta = {
  title: "Navigation/NavBar",
  component: NavBar,
  args: { ownerName: "Jordan Lee", onNavigate: fn() },
  // Most stories show the bar over a page of sections; those of the bar alone render it so.
  render: (args) => <DemoPage {...args} />,
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: "phone" } };
const barAlone = (args: NavBarProps) => <NavBar {...args} />;
const primaryNav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("navigation", { name: "Primary" });
const tablet = { viewport: { value: "tablet" } };

/** The bar over a page with the six sections, scrolling to them like the home page does. */
function DemoPage(args: NavBarProps) {
  return (
    <>
      <NavBar
        {...args}
        onNavigate={(id) => {
          args.onNavigate?.(id);
          scrollToSection(id);
        }}
      />
      <main id="main" tabIndex={-1} style={{ paddingTop: 64 }}>
        {defaultNavItems.map((item) => (
          <section key={item.id} id={item.id} style={{ minHeight: 600, padding: 24 }}>
            <h2>{item.label}</h2>
          </section>
        ))}
      </main>
    </>
  );
}

/** Wide screen: the entries sit inline and the menu button is hidden. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = primaryNav(canvasElement);
    const brand = within(nav).getByRole("link", { name: "Jordan Lee, home" });
    await expect(within(brand).getByText("JL")).toBeVisible();
    await expect(within(nav).getByRole("link", { name: "Skills" })).toBeVisible();
    await expect(within(nav).queryByRole("button", { name: "Open menu" })).toBeNull();

    await userEvent.click(within(nav).getByRole("link", { name: "About" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("about");
  },
};

/**
 * Past 100 px the bar's background turns from transparent to a solid surface with a hairline drawn
 * in the background; nothing else changes (height, border, shadow, content).
 */
export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("banner");
    await expect(header).toHaveAttribute("data-state", "top");
    const topBox = header.getBoundingClientRect();
    const topBackground = getComputedStyle(header).backgroundColor;

    window.scrollTo({ top: 400, behavior: "instant" });
    await waitFor(() => expect(header).toHaveAttribute("data-state", "scrolled"));
    const scrolledBox = header.getBoundingClientRect();
    await expect([scrolledBox.top, scrolledBox.height]).toEqual([topBox.top, topBox.height]);
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).not.toBe(topBackground));
  },
};

/** A tablet is wide enough for the six entries inline, with nothing overflowing. */
export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvasElement }) => {
    const nav = primaryNav(canvasElement);
    await expect(within(nav).getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/** Narrow screen: a menu button replaces the inline entries. */
export const NarrowScreen: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const nav = primaryNav(canvasElement);
    const menuButton = within(nav).getByRole("button", { name: "Open menu" });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(within(nav).queryByRole("link", { name: "Skills" })).toBeNull();
  },
};

/** The side sheet, open: focus moves into it and the entries are stacked. */
export const MenuOpen: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menuButton = within(canvasElement).getByRole("button", { name: "Open menu" });
    await userEvent.click(menuButton);

    const sheet = await body.findByRole("dialog", { name: "Navigation Menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(menuButton).toHaveAttribute("aria-controls", sheet.id);
    await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    const entries = within(within(sheet).getByRole("list")).getAllByRole("link");
    await expect(entries.map((entry) => entry.textContent)).toEqual(defaultNavItems.map((i) => i.label));
    const [first, second] = entries.map((entry) => entry.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.top);
    // The sheet ends at the right edge of the window, as the fixed bar does (left of a classic
    // scrollbar's gutter, which the page keeps while the sheet is open).
    const rightEdge = within(canvasElement).getByRole("banner").getBoundingClientRect().right;
    await waitFor(() => expect(sheet.getBoundingClientRect().right).toBe(rightEdge));
  },
};

/** Escape closes the sheet and returns focus; choosing an entry closes it and navigates. */
export const ChoosingFromMenu: Story = {
  globals: phone,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menuButton = within(canvasElement).getByRole("button", { name: "Open menu" });

    await userEvent.click(menuButton);
    await body.findByRole("dialog", { name: "Navigation Menu" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(menuButton).toHaveFocus();

    await userEvent.click(menuButton);
    const sheet = await body.findByRole("dialog", { name: "Navigation Menu" });
    await userEvent.click(within(sheet).getByRole("link", { name: "Projects" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("projects");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(menuButton).toHaveFocus();
    const projects = canvasElement.ownerDocument.getElementById("projects")!;
    await waitFor(() => expect(Math.round(projects.getBoundingClientRect().top)).toBe(80), { timeout: 3000 });
  },
};

/** With reduced motion the sheet appears in place: it never slides. */
export const MenuOpenReducedMotion: Story = {
  globals: phone,
  render: (args) => (
    <ReducedMotionProvider value="always">
      <DemoPage {...args} />
    </ReducedMotionProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open menu" }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    const rightEdge = within(canvasElement).getByRole("banner").getBoundingClientRect().right;
    const positions: number[] = [];
    for (let frame = 0; frame < 10; frame += 1) {
      positions.push(sheet.getBoundingClientRect().right);
      await new Promise(requestAnimationFrame);
    }
    await expect(new Set(positions)).toEqual(new Set([rightEdge]));
  },
};

/** The first Tab stop is a skip link, visible once focused. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute("href", "#main");
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40);
  },
};

/** The brand mark as a link home, as on project pages. */
export const WithHomeLink: Story = {
  args: { homeHref: "/" },
  render: barAlone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Jordan Lee, home" })).toHaveAttribute(
      "href",
      "/",
    );
  },
};

/** A long name still makes a two-letter mark; its full form names the link. */
export const LongName: Story = {
  args: { ownerName: "María Fernanda de los Santos Oyelaran-Whitfield" },
  render: barAlone,
  play: async ({ canvasElement }) => {
    const brand = within(canvasElement).getByRole("link", {
      name: "María Fernanda de los Santos Oyelaran-Whitfield, home",
    });
    await expect(within(brand).getByText("MO")).toBeVisible();
  },
};

/** Gives a fixed bar its own box, so several can be stacked on one page. */
function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ padding: "8px 16px", fontSize: 14 }}>{label}</figcaption>
      <div style={{ position: "relative", height: 64, transform: "translateZ(0)", background: "#dfe3ef" }}>
        {children}
      </div>
    </figure>
  );
}

/**
 * Every state of the bar at once, with animations off, for visual baselines. The
 * viewport picks inline entries or the menu button, so take this at phone and desktop
 * widths; the open sheet is `MenuOpen`.
 */
export const AllStates: Story = {
  // The stacked copies repeat the banner and the "Primary" navigation on purpose.
  parameters: { chromatic: { disableSnapshot: false }, ...stackedLandmarks("banner") },
  render: (args) => (
    <Still>
      <div style={{ display: "grid", gap: 16, paddingBottom: 16 }}>
        <Frame label="At the top">
          <NavBar {...args} />
        </Frame>
        <Frame label="Scrolled past 100 px">
          <NavBar {...args} scrolled />
        </Frame>
        <Frame label="Home link and a long name">
          <NavBar {...args} homeHref="/" ownerName="María Fernanda de los Santos Oyelaran-Whitfield" />
        </Frame>
        <Frame label="Other entries">
          <NavBar
            {...args}
            items={[
              { id: "work", label: "Selected work" },
              { id: "writing", label: "Writing" },
              { id: "contact", label: "Contact" },
            ]}
          />
        </Frame>
      </div>
    </Still>
  ),
};

/** On a site in two languages: the same page in the other one, after the entries, named in its own language. */
export const WithLanguageSwitch: Story = {
  args: { languages: [{ href: "/de/", language: "de", name: "Deutsch" }] },
  play: async ({ canvasElement }) => {
    const nav = primaryNav(canvasElement);
    const link = within(nav).getByRole("link", { name: "Deutsch" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("hreflang", "de");
    await expect(link).toHaveAttribute("lang", "de");
  },
};
