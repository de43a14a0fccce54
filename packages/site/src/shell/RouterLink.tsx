import type { AppLinkProps, LinkComponent } from "@pmfolio/kit";
import { forwardRef } from "react";
import { Link } from "react-router-dom";

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");

/** Lets the kit's in-app links navigate client-side; external and API links stay plain anchors. */
export const RouterLink: LinkComponent = forwardRef<HTMLAnchorElement, AppLinkProps>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  if (isExternal(href) || href.startsWith("/api/")) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={href} {...rest}>
      {children}
    </Link>
  );
});
