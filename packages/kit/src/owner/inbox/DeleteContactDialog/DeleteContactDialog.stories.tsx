import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { DeleteContactDialog } from "./DeleteContactDialog";

const meta = {
  title: "Admin/DeleteContactDialog",
  component: DeleteContactDialog,
  args: { open: true, senderName: "Priya Raman", onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof DeleteContactDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, naming the sender; Delete confirms. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to delete this contact submission?",
    });
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Without a sender name. */
export const Anonymous: Story = { args: { senderName: undefined } };

/** Several selected submissions, deleted in one confirmed action. */
export const BulkDelete: Story = {
  args: { senderName: undefined, count: 3 },
  play: async () => {
    const dialog = await screen.findByRole("alertdialog", { name: "Delete 3 selected submissions?" });
    await expect(dialog).toHaveAccessibleDescription("All 3 messages will be deleted permanently.");
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
  },
};

/** The only visible state is open; closed renders nothing. */
export const AllStates: Story = { parameters: { chromatic: { disableSnapshot: false } } };
