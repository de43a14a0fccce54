import { describe, expect, it } from "vitest";
import { render, screen } from "../../test/render";
import { AppLink, LinkProvider } from "./AppLink";
import { MarkedRouterLink } from "../../test/routerLink";

describe("AppLink", () => {
  it("renders a plain link by default", () => {
    render(<AppLink href="/#projects">Back to Projects</AppLink>);
    expect(screen.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/#projects");
  });

  it("renders through the host app's link component", () => {
    render(
      <LinkProvider component={MarkedRouterLink}>
        <AppLink href="/projects/magic-leap">Learn More</AppLink>
      </LinkProvider>,
    );
    expect(screen.getByRole("link", { name: "Learn More" })).toHaveAttribute("data-router", "yes");
  });
});
