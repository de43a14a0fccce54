import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen, within } from "../../../test/render";
import { DeleteContactDialog } from "./DeleteContactDialog";

describe("DeleteContactDialog", () => {
  it("is an alert dialog asking to confirm, focused on Cancel", async () => {
    render(<DeleteContactDialog open senderName="Ada" onOpenChange={() => {}} onConfirm={() => {}} />);
    const dialog = screen.getByRole("alertdialog", {
      name: "Are you sure you want to delete this contact submission?",
    });
    expect(dialog).toHaveAccessibleDescription("The message from Ada will be deleted permanently.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("isolates the sender's name, so its text direction cannot reorder the sentence", () => {
    const name = "Invoice \u202Efdp.exe";
    render(<DeleteContactDialog open senderName={name} onOpenChange={() => {}} onConfirm={() => {}} />);
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveAccessibleDescription(`The message from ${name} will be deleted permanently.`);
    expect(within(dialog).getByText(name).tagName).toBe("BDI");
  });

  it("confirms with Delete and asks to close", async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = render(<DeleteContactDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks to close on Cancel and on Escape, without confirming", async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = render(<DeleteContactDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(onOpenChange).toHaveBeenNthCalledWith(1, false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("renders nothing while closed", () => {
    render(<DeleteContactDialog open={false} onOpenChange={() => {}} onConfirm={() => {}} />);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("asks about several selected submissions at once, focused on Cancel", async () => {
    const onConfirm = vi.fn();
    const { user } = render(
      <DeleteContactDialog open count={3} onOpenChange={() => {}} onConfirm={onConfirm} />,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Delete 3 selected submissions?" });
    expect(dialog).toHaveAccessibleDescription("All 3 messages will be deleted permanently.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("says 'submission' for one selected", () => {
    render(<DeleteContactDialog open count={1} onOpenChange={() => {}} onConfirm={() => {}} />);
    expect(
      screen.getByRole("alertdialog", { name: "Delete 1 selected submission?" }),
    ).toHaveAccessibleDescription("The message will be deleted permanently.");
  });
});
