export { RangeSelector } from "./RangeSelector";
export type { RangeSelectorProps } from "./RangeSelector";
