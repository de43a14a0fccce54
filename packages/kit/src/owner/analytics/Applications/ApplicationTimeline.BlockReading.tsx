import { projectBlockKeyType, type BlockReading as Reading } from "@pmfolio/core";
import { useLabels, useLocale } from "../../../labels";
import { siteLabels } from "../../../labels/siteLabels";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";
import { BlockList } from "./Applications.styles";
import { formatDuration } from "./duration";
import { useApplicationLabels } from "./useApplicationLabels";

export interface BlockReadingProps {
  /** A project page view's blocks in the page's order, each with its seconds in view or null (never reached). */
  blocks: readonly Reading[];
}

/**
 * How one project page view read the page's blocks, in the page's order: each block's heading
 * (the kit's word for its kind, numbered from the second of a kind) and its seconds in view,
 * or a dash, told as "not reached", for one the visitor never got to
 * ("Problem Statement 12 sec · Key Features 40 sec · Key Metrics —").
 */
export function BlockReading({ blocks }: BlockReadingProps) {
  const labels = useApplicationLabels();
  const { blocks: headings } = useLabels("project", siteLabels.project);
  const locale = useLocale();
  return (
    <BlockList aria-label={labels.blocksRead}>
      {blocks.map(([key, seconds]) => {
        const type = projectBlockKeyType(key);
        const count = /-(\d+)$/.exec(key)?.[1];
        return (
          <li key={key} data-state={seconds === null ? "not-reached" : "reached"}>
            {type ? `${headings[type]}${count ? ` ${count}` : ""}` : key}{" "}
            {seconds === null ? (
              <>
                <span aria-hidden="true">—</span>
                <VisuallyHidden>{labels.blockNotReached}</VisuallyHidden>
              </>
            ) : (
              formatDuration(seconds, locale)
            )}
          </li>
        );
      })}
    </BlockList>
  );
}
