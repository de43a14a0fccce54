export { VisuallyHidden, NewTabNote } from "./VisuallyHidden";
export type { VisuallyHiddenProps } from "./VisuallyHidden";
