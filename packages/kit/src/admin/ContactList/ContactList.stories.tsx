import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { AdminLogin } from "../AdminLogin";
import { longContact, sampleContacts } from "../fixtures/contacts";
import { ContactList } from "./ContactList";

const meta = {
  title: "Admin/ContactList",
  component: ContactList,
  args: { contacts: sampleContacts, onDelete: fn(), onLogout: fn(), timeZone: "UTC" },
} satisfies Meta<typeof ContactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unlocked: submissions with and without a phone number. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 total submissions")).toBeVisible();
    await expect(canvas.getByText("November 22, 2026 at 3:04 PM")).toBeVisible();
  },
};

/** Locked: the page before the password is typed (the AdminLogin component). */
export const Locked: Story = {
  render: () => <AdminLogin onSubmit={fn()} />,
};

/** Locked, while the password is checked. */
export const Authenticating: Story = {
  render: () => <AdminLogin onSubmit={fn()} loading />,
};

/** Locked, after the server refused the password. */
export const WrongPassword: Story = {
  render: () => <AdminLogin onSubmit={fn()} error="Invalid password" />,
};

/** Locked, after the fetch failed for another reason. */
export const LoginFetchFailed: Story = {
  render: () => <AdminLogin onSubmit={fn()} error="Failed to fetch contacts" />,
};

/** Locked, when the server could not be reached. */
export const LoginConnectionError: Story = {
  render: () => <AdminLogin onSubmit={fn()} error="Error connecting to server" />,
};

export const Loading: Story = { args: { loading: true, contacts: [] } };

export const Empty: Story = { args: { contacts: [] } };

export const WithPhone: Story = { args: { contacts: [sampleContacts[0]!] } };

export const WithoutPhone: Story = { args: { contacts: [sampleContacts[1]!] } };

/** Long names, addresses and unbroken words wrap instead of overflowing. */
export const LongContent: Story = { args: { contacts: [longContact, ...sampleContacts] } };

/** The list could not be fetched. */
export const FetchFailed: Story = { args: { error: "Failed to fetch contacts" } };

/** The server could not be reached. */
export const ConnectionError: Story = { args: { error: "Error connecting to server" } };

/** A delete answered not OK: the list stays. */
export const DeleteFailed: Story = { args: { notice: "Failed to delete contact" } };

/** A delete raised an exception: the error replaces the list. */
export const DeleteError: Story = { args: { error: "Error deleting contact" } };

/** A deletion in flight. */
export const Deleting: Story = { args: { deletingId: sampleContacts[0]!.id } };

/** The confirmation before a delete; focus starts on Cancel. */
export const ConfirmDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Delete submission from Priya Raman" }),
    );
    const dialog = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to delete this contact submission?",
    });
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
  },
};

/** A phone-sized screen. */
export const NarrowScreen: Story = {
  args: { contacts: [longContact, ...sampleContacts] },
  globals: { viewport: { value: "phone" } },
};

/** Every state at once, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <AdminLogin onSubmit={fn()} headingLevel={2} aria-label="Locked" />
      <AdminLogin onSubmit={fn()} headingLevel={2} aria-label="Authenticating" loading />
      <AdminLogin onSubmit={fn()} headingLevel={2} aria-label="Wrong password" error="Invalid password" />
      <ContactList {...args} aria-label="Loading" loading contacts={[]} />
      <ContactList {...args} aria-label="Empty" contacts={[]} />
      <ContactList {...args} aria-label="List" />
      <ContactList {...args} aria-label="Delete failed" notice="Failed to delete contact" />
      <ContactList {...args} aria-label="Fetch failed" error="Failed to fetch contacts" />
      <ContactList {...args} aria-label="Connection error" error="Error connecting to server" />
      <ContactList {...args} aria-label="Delete error" error="Error deleting contact" />
    </div>
  ),
};
