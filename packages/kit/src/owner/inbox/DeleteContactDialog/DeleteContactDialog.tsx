import * as Dialog from "@radix-ui/react-dialog";
import { forwardRef } from "react";
import { countInWords, useLabels, useLocale } from "../../../labels";
import { ownerLabels } from "../../../labels/ownerLabels";
import { Button } from "../../../primitives/Button";
import { Stack } from "../../../internal/Stack";
import { Content, Description, Overlay, Title } from "./DeleteContactDialog.styles";

export interface DeleteContactDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog wants to open or close (Cancel, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** Called when the owner chooses Delete; the dialog then asks to close. */
  onConfirm: () => void;
  /** The sender of the submission, named in the description so the owner knows which one. */
  senderName?: string;
  /**
   * How many selected submissions one confirmation deletes. When given, the dialog asks
   * "Delete N selected submissions?" instead of the single-submission question.
   */
  count?: number;
  /**
   * A period everything received in is deleted, as the owner reads it (e.g. "2026-11-25
   * (UTC)"). When given, the dialog asks about the period instead of one submission.
   */
  period?: string;
  /**
   * Called when focus is about to return after closing; call `event.preventDefault()`
   * and focus something else when the opener is gone or disabled.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before a contact submission (or, with `count`, several selected ones, or with
 * `period`, everything received in a day or hour) is deleted: an alert dialog whose first focus is
 * Cancel (the safe choice). Escape or Cancel keep the submission.
 */
export const DeleteContactDialog = forwardRef<HTMLDivElement, DeleteContactDialogProps>(
  function DeleteContactDialog(
    { open, onOpenChange, onConfirm, senderName, count, period, onCloseAutoFocus },
    ref,
  ) {
    const labels = useLabels("deleteDialog", ownerLabels.deleteDialog);
    const locale = useLocale();
    return (
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Overlay />
          <Content ref={ref} role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
            <Title>
              {period !== undefined
                ? labels.periodQuestion(period)
                : count === undefined
                  ? labels.question
                  : countInWords(labels.selectedQuestion, count, locale)}
            </Title>
            <Description>
              {period !== undefined
                ? labels.periodMessage
                : count !== undefined
                  ? countInWords(labels.selectedMessages, count, locale)
                  : senderName
                    ? // Isolated, so a right-to-left override in a name cannot reorder the sentence.
                      labels.messageFrom(<bdi>{senderName}</bdi>)
                    : labels.message}
            </Description>
            <Stack justify="end" gap={3}>
              <Dialog.Close asChild>
                <Button variant="secondary">{labels.cancel}</Button>
              </Dialog.Close>
              <Button
                variant="danger"
                onClick={() => {
                  onConfirm();
                  onOpenChange(false);
                }}
              >
                {labels.confirm}
              </Button>
            </Stack>
          </Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  },
);
