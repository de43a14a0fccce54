import { forwardRef, type HTMLAttributes } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { StyledVisuallyHidden } from "./VisuallyHidden.styles";

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for assistive technology only, e.g. the rest of a link's accessible name. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden(props, ref) {
    return <StyledVisuallyHidden ref={ref} {...props} />;
  },
);

/**
 * Completes the accessible name of a link that opens in a new tab: " (opens in a new tab)"
 * (`labels.common.opensInNewTab`). The space stays outside the hidden span, where every
 * name computation keeps it.
 */
export function NewTabNote() {
  const { opensInNewTab } = useLabels("common", siteLabels.common);
  return (
    <>
      {" "}
      <VisuallyHidden>{opensInNewTab}</VisuallyHidden>
    </>
  );
}
