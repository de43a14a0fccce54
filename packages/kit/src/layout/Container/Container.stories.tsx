import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "./Container";

const box = { padding: 16, background: "#eef0ff", borderRadius: 10, color: "#111827" };

const meta = {
  title: "Layout/Container",
  component: Container,
  args: { children: <div style={box}>Content at the page's content width</div> },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { width: "narrow", children: <div style={box}>Reading width</div> } };
export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** Both widths, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: "grid", gap: 16, paddingBlock: 24 }}>
      <Container>
        <div style={box}>default</div>
      </Container>
      <Container width="narrow">
        <div style={box}>narrow</div>
      </Container>
    </div>
  ),
};
