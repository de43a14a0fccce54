import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AdminLogin } from "./AdminLogin";

const meta = {
  title: "Admin/AdminLogin",
  component: AdminLogin,
  args: { onSubmit: fn() },
} satisfies Meta<typeof AdminLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Locked: the owner types the admin password. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Password"), "secret");
    await userEvent.click(canvas.getByRole("button", { name: "Login" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("secret");
  },
};

/** While the password is checked. */
export const Authenticating: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Authenticating..." })).toBeDisabled();
  },
};

/** The server refused the password. */
export const WrongPassword: Story = {
  args: { error: "Invalid password" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Invalid password");
  },
};

/** Too many failed logins from this network: the server asks to wait. */
export const Throttled: Story = { args: { error: "Too many failed attempts. Try again later." } };

/** The site refuses every login until its password is set (or made long enough); the server says why. */
export const NotConfigured: Story = {
  args: { error: "Admin access is disabled: ADMIN_PASSWORD must be at least 12 characters." },
};

/**
 * Before the app runs, the form is a plain HTML form: it posts the password in the
 * request body to the session endpoint, with the page to come back to.
 */
export const WorksWithoutScript: Story = {
  args: { returnTo: "/admin/contacts" },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/api/session");
    await expect(form.querySelector('input[type="hidden"][name="returnTo"]')).toHaveValue("/admin/contacts");
    await expect(within(canvasElement).getByLabelText("Password")).toHaveAttribute("name", "password");
  },
};

/** The server could not be reached. */
export const ConnectionError: Story = { args: { error: "Error connecting to server" } };

/** Reused by another owner-only page, with its own heading and a description. */
export const CustomTitle: Story = {
  args: { title: "Analytics Access", description: "Enter the admin password to see visit statistics." },
};

/** Every state at once, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(320px, 1fr))" }}>
      <AdminLogin {...args} headingLevel={2} aria-label="Locked" />
      <AdminLogin {...args} headingLevel={2} aria-label="Authenticating" loading />
      <AdminLogin {...args} headingLevel={2} aria-label="Wrong password" error="Invalid password" />
      <AdminLogin
        {...args}
        headingLevel={2}
        aria-label="Throttled"
        error="Too many failed attempts. Try again later."
      />
      <AdminLogin
        {...args}
        headingLevel={2}
        aria-label="Custom title"
        title="Analytics Access"
        description="Enter the admin password to see visit statistics."
      />
    </div>
  ),
};
