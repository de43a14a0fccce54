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
        aria-label="Custom title"
        title="Analytics Access"
        description="Enter the admin password to see visit statistics."
      />
    </div>
  ),
};
