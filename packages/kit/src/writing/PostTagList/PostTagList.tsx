import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { TagLink, TagLinks } from "./PostTagList.styles";

export interface PostTagListProps extends Omit<ComponentPropsWithoutRef<"ul">, "children"> {
  /** The post's tags, in order. Nothing is rendered for an empty list. */
  tags: readonly string[];
  /** Where a tag leads: its list of posts, e.g. core's `tagPath`. */
  hrefOf: (tag: string) => string;
  /** The tag whose page this is: its link is marked `aria-current="page"`. */
  current?: string;
  /**
   * Name of the list.
   * @defaultValue `labels.writing.tags` ("Tags")
   */
  "aria-label"?: string;
}

/** A post's tags as a wrapping list of links, each to that tag's posts. */
export const PostTagList = forwardRef<HTMLUListElement, PostTagListProps>(function PostTagList(
  { tags, hrefOf, current, "aria-label": label, ...rest },
  ref,
) {
  const labels = useLabels("writing", siteLabels.writing);
  if (tags.length === 0) return null;
  return (
    <TagLinks ref={ref} aria-label={label ?? labels.tags} {...rest}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagLink href={hrefOf(tag)} aria-current={tag === current ? "page" : undefined}>
            {tag}
          </TagLink>
        </li>
      ))}
    </TagLinks>
  );
});
