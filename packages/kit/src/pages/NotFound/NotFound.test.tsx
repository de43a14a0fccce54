import { describe, expect, it } from "vitest";
import { LinkProvider } from "../../primitives/AppLink";
import { axeViolations, render, screen } from "../../test/render";
import { NotFound } from "./NotFound";
import { MarkedRouterLink } from "../../test/routerLink";

describe("NotFound", () => {
  it("says 404 Page Not Found, explains, and links home", async () => {
    const { container } = render(<NotFound />);
    expect(screen.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The page you're looking for doesn't exist or has moved. Check the address, or head back to the home page.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers more links after the way home", async () => {
    const { container } = render(
      <NotFound
        hint="That project page has moved."
        homeHref="/home"
        homeLabel="Go home"
        links={[
          { href: "/#projects", label: "See projects" },
          { href: "/#contact", label: "Get in touch" },
        ]}
      />,
    );
    expect(screen.getByText("That project page has moved.")).toBeInTheDocument();
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Go home", "/home"],
      ["See projects", "/#projects"],
      ["Get in touch", "/#contact"],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("routes its links through the host's router", () => {
    render(
      <LinkProvider component={MarkedRouterLink}>
        <NotFound />
      </LinkProvider>,
    );
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("data-router", "yes");
  });
});
