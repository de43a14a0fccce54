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

/** An inline SVG icon that takes the current text colour. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size = 24, title, strokeWidth = 2, ...rest },
  ref,
) {
  const labelled = title !== undefined && title !== "";
  return (
    <StyledSvg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      strokeWidth={strokeWidth}
      focusable="false"
      data-icon={name}
      {...(labelled ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
      {...rest}
    >
      {labelled ? <title>{title}</title> : null}
      {iconPaths[name]}
    </StyledSvg>
  );
});
