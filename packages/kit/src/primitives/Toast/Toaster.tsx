import { forwardRef, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Icon } from "../Icon";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { VisuallyHidden } from "../VisuallyHidden";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, useToast, type ToastRecord } from "./toastStore";
import { CloseButton, Description, Root, Title, Viewport } from "./Toaster.styles";

/** The key that moves focus to the notification region. */
const HOTKEY = "F8";

/**
 * Runs `onTimeout` once the toast has been on screen for `duration` ms, not counting the time
 * the visitor was pointing at it, had focus in it or was in another window: a toast they are
 * reading does not vanish under them.
 */
function useCloseTimer(paused: boolean, duration: number, onTimeout: () => void) {
  const remaining = useRef(duration);
  const latest = useRef(onTimeout);
  useEffect(() => {
    latest.current = onTimeout;
  });
  const [windowBlurred, setWindowBlurred] = useState(false);
  useEffect(() => {
    const blur = () => setWindowBlurred(true);
    const focus = () => setWindowBlurred(false);
    window.addEventListener("blur", blur);
    window.addEventListener("focus", focus);
    return () => {
      window.removeEventListener("blur", blur);
      window.removeEventListener("focus", focus);
    };
  }, []);
  const running = !paused && !windowBlurred;
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setTimeout(() => latest.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [running]);
}

export interface ToastItemProps {
  toast: ToastRecord;
  /** Whether the visitor is pointing at or focused in the region (every toast waits then). */
  paused: boolean;
  onClose: () => void;
}

/**
 * One toast: closes after 5 s, on a 50 px swipe right, on Escape, or from its close button.
 * Internal: the Toaster renders these from the store (stories render them still, `paused`).
 */
export function ToastItem({ toast, paused, onClose }: ToastItemProps) {
  const labels = useLabels("toaster", siteLabels.toaster);
  const [swipe, setSwipe] = useState<{ startX: number; x: number } | null>(null);
  useCloseTimer(paused || swipe !== null, TOAST_DURATION_MS, onClose);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as Element).closest("button")) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setSwipe({ startX: event.clientX, x: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipe) setSwipe({ ...swipe, x: Math.max(0, event.clientX - swipe.startX) });
  };
  const onPointerEnd = () => {
    if (swipe && swipe.x >= TOAST_SWIPE_THRESHOLD) onClose();
    setSwipe(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };

  return (
    <Root
      tabIndex={0}
      data-variant={toast.variant}
      data-swipe={swipe ? "move" : undefined}
      style={swipe ? { transform: `translateX(${swipe.x}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <div>
        <Title>{toast.title}</Title>
        {toast.description ? <Description>{toast.description}</Description> : null}
      </div>
      <CloseButton type="button" aria-label={labels.close} onClick={onClose}>
        <Icon name="close" size={18} />
      </CloseButton>
    </Root>
  );
}

/**
 * What assistive technology reads out. A live region announces changes, not what it held when it
 * appeared, so the text is set one frame after the (empty) region is in the page. Failures
 * interrupt (assertive); confirmations wait their turn (polite).
 */
function Announcement({ toast }: { toast: ToastRecord }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <VisuallyHidden
      role="status"
      aria-live={toast.variant === "destructive" ? "assertive" : "polite"}
      aria-atomic="true"
    >
      {ready ? (
        <>
          {toast.title} {toast.description}
        </>
      ) : null}
    </VisuallyHidden>
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
 * focus to the region; a toast closes after 5 s (paused while pointed at, focused or
 * in a background window), on a 50 px swipe right, on Escape, or from its close button.
 */
export const Toaster = forwardRef<HTMLOListElement, ToasterProps>(function Toaster({ label }, ref) {
  const labels = useLabels("toaster", siteLabels.toaster);
  const { toasts, dismiss } = useToast();
  const list = useRef<HTMLOListElement | null>(null);
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== HOTKEY && event.code !== HOTKEY) return;
      event.preventDefault();
      list.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const close = (id: string) => {
    // Focus inside a closing toast would fall to the page's start; keep it in the region.
    if (list.current?.querySelector(":focus") && list.current !== document.activeElement)
      list.current.focus();
    dismiss(id);
  };
  const shown = toasts.filter((t) => t.open);

  return (
    <>
      <section aria-label={(label ?? labels.region).replace("{hotkey}", HOTKEY)}>
        <Viewport
          ref={(node) => {
            list.current = node;
            if (typeof ref === "function") ref(node);
            else if (ref) ref.current = node;
          }}
          tabIndex={-1}
          onPointerEnter={() => setPointed(true)}
          onPointerLeave={() => setPointed(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
          }}
        >
          {shown.map((t) => (
            <ToastItem key={t.id} toast={t} paused={pointed || focused} onClose={() => close(t.id)} />
          ))}
        </Viewport>
      </section>
      {shown.map((t) => (
        <Announcement key={t.id} toast={t} />
      ))}
    </>
  );
});
