export { Toaster } from "./Toaster";
export type { ToasterProps } from "./Toaster";
export {
  toast,
  dismissToast,
  useToast,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  TOAST_REMOVE_DELAY,
} from "./toastStore";
export type { ToastOptions, ToastRecord, ToastHandle, ToastVariant } from "./toastStore";
