import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ContactForm } from "./ContactForm";

const meta = {
  title: "Sections/ContactForm",
  component: ContactForm,
  args: { onSubmit: fn(async () => true) },
  decorators: [(Story) => <div style={{ padding: 32, maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Ada Lovelace");
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Hello, let's talk about a role.");
  await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
}

export const Default: Story = {};

/** Waiting for the host: the button is disabled and reads 'Sending...'. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await expect(within(canvasElement).getByRole("button", { name: "Sending..." })).toBeDisabled();
  },
};

/** The host reported success: the fields are cleared. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue(""));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Hello, let's talk about a role.",
    });
  },
};

/** The host reported failure: the fields are kept for another try. */
export const Failed: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Send Message" })).toBeEnabled());
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Ada Lovelace");
  },
};

/** Required fields left empty: the browser's own check stops the submission. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send Message" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** Idle beside sending, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: "grid", gap: 48 }}>
      <ContactForm onSubmit={async () => true} />
      <div data-testid="sending">
        <ContactForm onSubmit={() => new Promise<boolean>(() => {})} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await fillIn(within(canvasElement).getByTestId("sending"));
  },
};
