import { afterEach, describe, expect, it, vi } from "vitest";
import { clickInPlace } from "../../test/clickInPlace";
import { axeViolations, render, screen, within } from "../../test/render";
import { Footer, type FooterProps } from "./Footer";

const profile: FooterProps = {
  ownerName: "Jordan Lee",
  headline: "Senior Product Manager",
  email: "jordan@example.com",
  networkProfileUrl: "https://www.linkedin.com/in/jordan-lee",
  networkProfileLabel: "LinkedIn",
  onNavigate: () => {},
};

afterEach(() => vi.useRealTimers());

describe("Footer", () => {
  it("is the page's footer with a Footer navigation of six section links in order", async () => {
    const { container } = render(<Footer {...profile} />);
    const footer = screen.getByRole("contentinfo");
    const nav = within(footer).getByRole("navigation", { name: "Footer" });
    const entries = within(nav).getAllByRole("link");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      "Home",
      "About",
      "Skills",
      "Experience",
      "Projects",
      "Contact",
    ]);
    expect(entries.map((entry) => entry.getAttribute("href"))).toEqual(
      ["home", "about", "skills", "experience", "projects", "contact"].map((id) => `#${id}`),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("links an entry with an href to its page instead of a section, and does not report it", async () => {
    const onNavigate = vi.fn();
    const { user } = render(
      <Footer
        {...profile}
        onNavigate={onNavigate}
        sectionsHref="/de/"
        items={[
          { id: "about", label: "Über mich" },
          { id: "writing", label: "Artikel", href: "/de/writing" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Footer" });
    expect(within(nav).getByRole("link", { name: "Über mich" })).toHaveAttribute("href", "/de/#about");
    const writing = within(nav).getByRole("link", { name: "Artikel" });
    expect(writing).toHaveAttribute("href", "/de/writing");
    await clickInPlace(user, writing);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("reports the chosen section so the host can scroll to it", async () => {
    const onNavigate = vi.fn();
    const { user } = render(<Footer {...profile} onNavigate={onNavigate} />);
    await user.click(screen.getByRole("link", { name: "Experience" }));
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(onNavigate.mock.calls).toEqual([["experience"], ["home"]]);
  });

  it("names the owner and their headline", () => {
    render(<Footer {...profile} />);
    expect(screen.getByText("Jordan Lee")).toBeInTheDocument();
    expect(screen.getByText("Senior Product Manager")).toBeInTheDocument();
  });

  it("links to the owner's email and profile, the profile in a new tab", () => {
    render(<Footer {...profile} />);
    expect(screen.getByRole("link", { name: "jordan@example.com" })).toHaveAttribute(
      "href",
      "mailto:jordan@example.com",
    );
    const profileLink = screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" });
    expect(profileLink).toHaveAttribute("href", "https://www.linkedin.com/in/jordan-lee");
    expect(profileLink).toHaveAttribute("target", "_blank");
    expect(profileLink).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows no address and no empty mailto: link when the owner shows no email", () => {
    const { email: _shown, ...withoutEmail } = profile;
    render(<Footer {...withoutEmail} year={2026} />);
    const footer = screen.getByRole("contentinfo");
    expect(footer.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(within(footer).getByRole("link", { name: /^LinkedIn/ })).toBeInTheDocument();
    expect(footer).toHaveTextContent("© 2026 Jordan Lee");
  });

  it("links to each of the owner's pages, leaving out a second link to the address", () => {
    render(
      <Footer
        ownerName="Sam Rivera"
        headline="Product Designer"
        email="sam@example.com"
        year={2026}
        links={[
          { label: "Dribbble", href: "https://dribbble.com/sam" },
          { label: "Email", href: "mailto:sam@example.com" },
          { label: "Studio", href: "mailto:studio@example.com" },
        ]}
      />,
    );
    const list = screen.getByRole("link", { name: "sam@example.com" }).closest("ul")!;
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["mailto:sam@example.com", "https://dribbble.com/sam", "mailto:studio@example.com"]);
    expect(screen.getByRole("link", { name: "Dribbble (opens in a new tab)" })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(screen.getByRole("link", { name: "Studio" })).not.toHaveAttribute("target");
  });

  it("names no year without a year, never reading the clock (a server page decides the year)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
    render(<Footer {...profile} />);
    expect(screen.getByText("© Jordan Lee. All rights reserved.")).toBeInTheDocument();
    expect(screen.queryByText(/2026/)).not.toBeInTheDocument();
  });

  it("takes the year as a prop", () => {
    render(<Footer {...profile} year={2031} />);
    expect(screen.getByText("© 2031 Jordan Lee. All rights reserved.")).toBeInTheDocument();
  });

  it("links to the same page in the other languages after its entries, each named in its own language", () => {
    render(<Footer {...profile} languages={[{ href: "/resume", language: "en", name: "English" }]} />);
    const nav = within(screen.getByRole("contentinfo")).getByRole("navigation", { name: "Footer" });
    const link = within(nav).getAllByRole("link").at(-1)!;
    expect(link).toHaveTextContent("English");
    expect(link).toHaveAttribute("href", "/resume");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).toHaveAttribute("lang", "en");
  });
});
