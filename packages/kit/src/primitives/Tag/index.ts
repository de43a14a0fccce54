export { Tag, TagList } from "./Tag";
export type { TagProps, TagListProps } from "./Tag";
export type { TagTone } from "./Tag.styles";
