export type { Labels, CountLabel, OwnerLabels, SiteLabels } from "./labels";
export type { LabelsOverride } from "./mergeLabels";
export { LabelsProvider, useLabels, useLocale, defaultLocale } from "./LabelsContext";
export { formatCount, countInWords, formatDay } from "./format";
export { fillTemplate, templateNodes, pluralForm } from "./template";
export type { Template, PluralTemplate } from "./template";
