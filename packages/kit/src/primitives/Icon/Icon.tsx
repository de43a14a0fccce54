import type { IconName } from "@pmfolio/core";
import { forwardRef, type SVGAttributes } from "react";
import { iconPaths } from "./Icon.paths";
import { StyledSvg } from "./Icon.styles";

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, "children" | "name"> {
  /** Which drawing to show. */
  name: IconName;
  /**
   * Width and height: a number of pixels or any CSS length.
   * @defaultValue 24
   */
  size?: number | string;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive
   * technology; with it the icon is an image with that name.
   */
  title?: string;
  /**
   * Stroke width on the 24-unit grid.
   * @defaultValue 2
   */
  strokeWidth?: number;
}

/**
 * An inline SVG icon that takes the current text colour. Inline in HTML it needs no `xmlns`
 * (the parser puts it in the SVG namespace) nor IE's `focusable="false"`: every icon is in
 * every page's first round trip (the 14 KB HTML budget), so it carries no byte it does not use.
 */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size = 24, title, strokeWidth = 2, ...rest },
  ref,
) {
  const labelled = title !== undefined && title !== "";
  return (
    <StyledSvg
      ref={ref}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      strokeWidth={strokeWidth}
      data-icon={name}
      {...(labelled ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
      {...rest}
    >
      {labelled ? <title>{title}</title> : null}
      {iconPaths[name]}
    </StyledSvg>
  );
});
