import { forwardRef, type HTMLAttributes } from "react";
import { StyledTag, StyledTagList, type TagTone } from "./Tag.styles";

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour scheme.
   * @defaultValue "neutral"
   */
  tone?: TagTone;
}

/** A small chip for a keyword: a technology, a domain, a skill. */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag({ tone = "neutral", ...rest }, ref) {
  return <StyledTag ref={ref} data-tone={tone} {...rest} />;
});

export interface TagListProps extends Omit<HTMLAttributes<HTMLUListElement>, "children"> {
  /** The keywords, one chip each. Nothing is rendered for an empty list. */
  tags: string[];
  /**
   * Colour scheme of every chip.
   * @defaultValue "neutral"
   */
  tone?: TagTone;
}

/** A wrapping list of tags. Name it with `aria-label` when its purpose is not clear from the context. */
export const TagList = forwardRef<HTMLUListElement, TagListProps>(function TagList(
  { tags, tone = "neutral", ...rest },
  ref,
) {
  if (tags.length === 0) return null;
  return (
    <StyledTagList ref={ref} {...rest}>
      {tags.map((tag) => (
        <li key={tag}>
          <Tag tone={tone}>{tag}</Tag>
        </li>
      ))}
    </StyledTagList>
  );
});
