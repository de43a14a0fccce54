import * as ToastPrimitive from "@radix-ui/react-toast";
import { forwardRef } from "react";
import { Icon } from "../../icons";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, useToast, type ToastRecord } from "./toastStore";
import { CloseButton, Description, Root, Title, Viewport } from "./Toaster.styles";

export interface ToastItemProps {
  /** The toast to show. */
  toast: ToastRecord;
  /** Called with false when the toast closes (timer, swipe, Escape or the close button). */
  onOpenChange: (open: boolean) => void;
}

/** One toast. Internal: the Toaster renders these from the store. */
export function ToastItem({ toast, onOpenChange }: ToastItemProps) {
  const destructive = toast.variant === "destructive";
  const labels = useLabels("toaster", siteLabels.toaster);
  return (
    <Root
      open={toast.open}
      onOpenChange={onOpenChange}
      // Failures interrupt (assertive); confirmations wait their turn (polite).
      type={destructive ? "foreground" : "background"}
      data-variant={toast.variant}
    >
      <div>
        <Title>{toast.title}</Title>
        {toast.description ? <Description>{toast.description}</Description> : null}
      </div>
      <CloseButton aria-label={labels.close}>
        <Icon name="close" size={18} />
      </CloseButton>
    </Root>
  );
}

export interface ToasterProps {
  /**
   * Name of the notification region; `{hotkey}` becomes the hotkey (F8).
   * @defaultValue `labels.toaster.region` ("Notifications ({hotkey})")
   */
  label?: string;
}

/**
 * The notification region and the toasts from `toast()`. Mount it once per page;
 * it may load lazily: toasts shown before it mounts appear when it does. F8 moves
 * focus to the region; a toast closes after 5 s, on a 50 px swipe right, or from its
 * close button.
 */
export const Toaster = forwardRef<HTMLOListElement, ToasterProps>(function Toaster({ label }, ref) {
  const labels = useLabels("toaster", siteLabels.toaster);
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((t) => (
        <ToastItem
          key={t.id}
          toast={t}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        />
      ))}
      <Viewport ref={ref} hotkey={["F8"]} label={label ?? labels.region} />
    </ToastPrimitive.Provider>
  );
});
