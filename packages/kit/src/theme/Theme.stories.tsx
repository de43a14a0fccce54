import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge, Card, Tag } from "../primitives";
import { Button } from "../primitives/Button";
import { ThemeScope, type ThemeScopeProps } from "./ThemeScope";
import { vars } from "./vars";

/** A sample of surfaces, text and controls, painted by whichever theme is around it. */
function Sample({ title }: { title: string }) {
  return (
    <div
      style={{
        display: "grid",
        gap: 16,
        padding: 24,
        background: vars.color.background,
        color: vars.color.text,
      }}
    >
      <h2>{title}</h2>
      <p style={{ color: vars.color.textMuted }}>Muted text on the page background.</p>
      <Card>
        <p>
          A card on the raised surface, with a link: <a href="#top">Read more</a>
        </p>
      </Card>
      <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Badge>Badge</Badge>
        <Tag>Tag</Tag>
      </div>
    </div>
  );
}

function Scoped(props: ThemeScopeProps & { title: string }) {
  const { title, ...rest } = props;
  return (
    <ThemeScope {...rest}>
      <Sample title={title} />
    </ThemeScope>
  );
}

const meta = {
  title: "Theme/Color schemes",
  component: Scoped,
  args: { title: "Sample" },
} satisfies Meta<typeof Scoped>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both schemes side by side, each fixed on its own subtree with `ThemeScope`. */
export const LightAndDark: Story = {
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))" }}>
      <Scoped title="Light" colorScheme="light" />
      <Scoped title="Dark" colorScheme="dark" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [light, dark] = within(canvasElement).getAllByRole("heading", { level: 2 });
    await expect(getComputedStyle(light!).color).not.toBe(getComputedStyle(dark!).color);
  },
};

/** The whole canvas in the dark scheme (the toolbar's Theme menu does the same for any story). */
export const Dark: Story = {
  globals: { theme: "dark" },
  render: () => <Sample title="Dark" />,
};

/** A host's own theme on a subtree: its colours and spacing, light and dark. */
export const CustomTheme: Story = {
  render: () => (
    <Scoped
      title="Custom theme"
      theme={{
        color: { primary: "#005f73", primaryHover: "#0a4a5a", primarySoft: "#e0f2f1", focus: "#005f73" },
        radius: { md: "2px", lg: "4px", pill: "4px" },
        dark: { color: { primary: "#94d2bd", primaryHover: "#b7e4d4", focus: "#94d2bd" } },
      }}
    />
  ),
};

/** Themes derived from one brand colour each (`theme.brand`), both schemes side by side: a red, a yellow
 * that is darkened to stay readable on white, and a pale cyan. */
export const BrandColor: Story = {
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))" }}>
      {(["#e5484d", "#ffd60a", "#a0f0ff"] as const).flatMap((brand) =>
        (["light", "dark"] as const).map((scheme) => (
          <Scoped
            key={`${brand}-${scheme}`}
            title={`${brand}, ${scheme}`}
            theme={{ brand }}
            colorScheme={scheme}
          />
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [red] = within(canvasElement).getAllByRole("button", { name: "Primary" });
    // The derived red, darkened just enough for white text.
    await expect(getComputedStyle(red!).backgroundColor).toBe("rgb(211, 30, 36)");
  },
};
