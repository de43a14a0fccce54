// The owner's components (`@pmfolio/kit/owner`): the inbox, its login, the analytics dashboard and the content editor,
// with their words. Apart from the root entry so a public site's bundle carries none of them.
export { defaultOwnerLabels } from "../labels/defaultOwnerLabels";
export { germanEditorLabels } from "../labels/germanEditorLabels";
export type { OwnerLabels } from "../labels";
export { AdminLogin } from "./AdminLogin";
export { OwnerPage } from "./OwnerPage";
export type { OwnerPageProps } from "./OwnerPage";
export type { AdminLoginProps } from "./AdminLogin";
export * from "./inbox";
export * from "./analytics";
export * from "./editor";
