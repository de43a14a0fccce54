import { forwardRef } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "../../test/render";
import { AppLink, LinkProvider, type AppLinkProps } from "./AppLink";

describe("AppLink", () => {
  it("renders a plain link by default", () => {
    render(<AppLink href="/#projects">Back to Projects</AppLink>);
    expect(screen.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/#projects");
  });

  it("renders through the host app's link component", () => {
    const RouterLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function RouterLink(
      { children, ...rest },
      ref,
    ) {
      return (
        <a ref={ref} data-router="yes" {...rest}>
          {children}
        </a>
      );
    });
    render(
      <LinkProvider component={RouterLink}>
        <AppLink href="/projects/magic-leap">Learn More</AppLink>
      </LinkProvider>,
    );
    expect(screen.getByRole("link", { name: "Learn More" })).toHaveAttribute("data-router", "yes");
  });
});
