export { Toaster } from "./Toast";
export type { ToasterProps } from "./Toast";
export { toast, dismissToast } from "./Toast";
export type { ToastOptions, ToastHandle, ToastVariant } from "./Toast";
