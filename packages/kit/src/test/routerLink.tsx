import { forwardRef } from "react";
import type { AppLinkProps } from "../primitives/AppLink";

/** A host router's link for tests: an anchor marked `data-router="yes"`, so a test can see the kit used it. */
export const MarkedRouterLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function MarkedRouterLink(
  { children, ...props },
  ref,
) {
  return (
    <a ref={ref} data-router="yes" {...props}>
      {children}
    </a>
  );
});
