import type { IconName } from "@pmfolio/core";
import { forwardRef, type HTMLAttributes } from "react";
import { Icon } from "../Icon";
import { Dot, StyledBadge, type BadgeTone } from "./Badge.styles";

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour scheme; the text says what the status is.
   * @defaultValue "primary"
   */
  tone?: BadgeTone;
  /** A decorative icon before the text. */
  icon?: IconName;
  /**
   * Show a small status dot before the text (ignored when `icon` is set).
   * @defaultValue false
   */
  dot?: boolean;
}

/** A short status label: 'Current', 'In Development', 'In Progress'. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = "primary", icon, dot = false, children, ...rest },
  ref,
) {
  return (
    <StyledBadge ref={ref} data-tone={tone} {...rest}>
      {icon ? <Icon name={icon} size={14} /> : dot ? <Dot aria-hidden="true" /> : null}
      {children}
    </StyledBadge>
  );
});
