// Internal to the kit: the inbox and the analytics dashboard render it; the package does not export it.
export { OwnerExportLink, OwnerPage } from "./OwnerPage";
export type { OwnerPageProps } from "./OwnerPage";
