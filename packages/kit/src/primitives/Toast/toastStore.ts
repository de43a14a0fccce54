import { useSyncExternalStore, type ReactNode } from "react";

/** At most this many toasts exist at once: a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a toast stays on screen, in ms. */
export const TOAST_DURATION_MS = 5000;
/** How far in px a toast must be swiped to the right to close it. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** How long a dismissed toast stays in state (closed) before it is removed, in ms. */
export const TOAST_REMOVE_DELAY = 1_000_000;

/** "destructive" is for failures: danger colours, announced assertively. */
export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  /** The headline, e.g. "Message sent successfully!". */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /**
   * The toast's kind.
   * @defaultValue "default"
   */
  variant?: ToastVariant;
}

/** A toast in the store. Dismissed toasts stay, closed, until TOAST_REMOVE_DELAY has passed. */
export interface ToastRecord {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  /** False once dismissed (by the close button, a swipe, the timer or `dismiss`). */
  open: boolean;
}

/** What `toast()` returns: the new toast's id and a way to close it early. */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

// One store per page. It is plain module state, not React state, so `toast()` works
// from anywhere (an event handler, a data-fetching callback) and before the lazily
// loaded Toaster has mounted: the Toaster shows whatever is queued when it arrives.
let toasts: readonly ToastRecord[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function cancelRemoval(id: string) {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or every toast when no id is given (e.g. on a route change). */
export function dismissToast(id?: string) {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  for (const t of closing) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
}

/** Shows a toast, replacing the current one. Works before the Toaster has mounted. */
export function toast({ title, description, variant = "default" }: ToastOptions): ToastHandle {
  lastId += 1;
  const id = String(lastId);
  const next = [{ id, title, description, variant, open: true }, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) cancelRemoval(dropped.id);
  setToasts(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getToasts = () => toasts;
// Toasts belong to one visitor's page, never to server-rendered HTML.
const noToasts: readonly ToastRecord[] = [];
const getServerToasts = () => noToasts;

/** The current toasts, and the functions to show and dismiss them. */
export function useToast() {
  return {
    toasts: useSyncExternalStore(subscribe, getToasts, getServerToasts),
    toast,
    dismiss: dismissToast,
  };
}
