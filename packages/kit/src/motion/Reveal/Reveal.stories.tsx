import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReducedMotionProvider } from "../useReducedMotion";
import { expect, waitFor, within } from "storybook/test";
import { Card } from "../../primitives/Card";
import { Reveal, RevealItem } from "./Reveal";

const items = ["Discovery", "Delivery", "Launch", "Growth"];

const grid = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
  gap: 16,
  padding: 0,
  margin: 0,
  listStyle: "none",
} as const;

function Items() {
  return (
    <Reveal stagger element="ul" aria-label="Phases" style={grid}>
      {items.map((item) => (
        <RevealItem key={item} element="li">
          <Card>{item}</Card>
        </RevealItem>
      ))}
    </Reveal>
  );
}

const meta = {
  title: "Layout/Reveal",
  component: Reveal,
  args: { children: <Card>Revealed as it scrolls into view</Card> },
  decorators: [(Story) => <div style={{ padding: 32 }}>{Story()}</div>],
} satisfies Meta<typeof Reveal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view when the page loads: never hidden, never animated. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector("[data-state]");
    await expect(block).toHaveAttribute("data-state", "static");
  },
};

/** Below the fold: hidden after mount, then staggered in once scrolled into view. */
export const BelowTheFold: Story = {
  render: () => (
    <>
      <div style={{ height: "150vh" }}>Scroll down</div>
      <Items />
    </>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Phases" });
    await waitFor(() => expect(list).toHaveAttribute("data-state", "hidden"));
    list.scrollIntoView({ block: "center" });
    await waitFor(() => expect(list).toHaveAttribute("data-state", "shown"));
    const last = within(list).getByText("Growth").closest("li") as HTMLElement;
    await waitFor(() => expect(getComputedStyle(last).opacity).toBe("1"), { timeout: 3000 });
  },
};

/** With reduced motion nothing is hidden and nothing moves. */
export const ReducedMotion: Story = {
  render: () => (
    <ReducedMotionProvider value="always">
      <div style={{ height: "150vh" }}>Scroll down</div>
      <Items />
    </ReducedMotionProvider>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Phases" });
    list.scrollIntoView({ block: "center" });
    // Two painted frames: the effects have run, and an observer would have seen the list in view.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(list).toHaveAttribute("data-state", "static");
  },
};

/** A staggered list in view, animations off, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <ReducedMotionProvider value="always">
      <div style={{ display: "grid", gap: 16 }}>
        <Reveal>
          <Card>A single block</Card>
        </Reveal>
        <Items />
      </div>
    </ReducedMotionProvider>
  ),
};
