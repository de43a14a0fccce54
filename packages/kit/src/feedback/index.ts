export { Toaster } from "./Toast";
export type { ToasterProps } from "./Toast";
export {
  toast,
  dismissToast,
  useToast,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  TOAST_REMOVE_DELAY,
} from "./Toast";
export type { ToastOptions, ToastRecord, ToastHandle, ToastVariant } from "./Toast";
