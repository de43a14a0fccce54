import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { framed } from "../../fixtures/decorators";
import { ContactForm, type ContactSubmitResult } from "./ContactForm";

const meta = {
  title: "Sections/ContactForm",
  component: ContactForm,
  args: { onSubmit: fn(async (): Promise<ContactSubmitResult> => true) },
  decorators: [framed(640)],
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

/**
 * Required fields left empty: the browser's own check stops the submission, and each field it
 * stopped shows the kit's message under it, tied to it and marked invalid.
 */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    await expect(name).toHaveAccessibleDescription("Enter your name.");
    await expect(canvas.getByText("Enter a message.")).toBeVisible();
  },
};

/**
 * An address the browser takes but the server would not ("ada@localhost"): core's check names it
 * under the field before anything is sent.
 */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Ada Lovelace");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "ada@localhost");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Hello");
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    const email = canvas.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    await expect(email).toHaveAccessibleDescription("Email must be a valid email address.");
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused a field: its words go under that field, and the values stay. */
export const ServerFieldError: Story = {
  args: { onSubmit: fn(async () => ({ fields: { message: "Message must be at most 5,000 characters." } })) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    const message = within(canvasElement).getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(message).toHaveAttribute("aria-invalid", "true"));
    await expect(message).toHaveAccessibleDescription("Message must be at most 5,000 characters.");
    await expect(message).toHaveValue("Hello, let's talk about a role.");
  },
};

/** Drawn with a server page's errors and the values that were sent (a post made without script). */
export const WithErrors: Story = {
  args: {
    errors: {
      email: "Email must be a valid email address.",
      phone: "Phone may contain only digits, spaces and + ( ) -.",
    },
    defaultValues: { name: "Ada Lovelace", email: "ada@localhost", phone: "call me", message: "Hello" },
  },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole("textbox", { name: "Email" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Email must be a valid email address.");
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** Idle beside fields with errors and sending, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: "grid", gap: 48 }}>
      <ContactForm onSubmit={async () => true} />
      <ContactForm
        onSubmit={async () => true}
        errors={{ name: "Enter your name.", email: "Email must be a valid email address." }}
        defaultValues={{ email: "ada@localhost", message: "Hello" }}
      />
      <div data-testid="sending">
        <ContactForm onSubmit={() => new Promise<boolean>(() => {})} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await fillIn(within(canvasElement).getByTestId("sending"));
  },
};
