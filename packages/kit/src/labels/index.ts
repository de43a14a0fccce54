export type { Labels, CountLabel } from "./labels";
export type { LabelsOverride } from "./mergeLabels";
export { LabelsProvider, useLabels, useLocale, defaultLocale } from "./LabelsContext";
export { formatCount, countInWords } from "./format";
