// The frame of every owner page: the inbox and the dashboard render it, and a site's own owner pages
// (the content editor) take it from @pmfolio/kit/owner, so their session buttons read the same labels.
export { OwnerExportLink, OwnerPage } from "./OwnerPage";
export type { OwnerPageProps } from "./OwnerPage";
