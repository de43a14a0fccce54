import type { Profile } from "@pmfolio/core";
import { describe, expect, it, vi } from "vitest";
import { sampleProfile } from "../../fixtures";
import { axeViolations, render, screen } from "../../test/render";
import { Hero, type HeroProps } from "./Hero";

/** The Hero on the sample profile with `changes` over it. */
function renderHero(changes: Partial<Profile>, props: Partial<HeroProps> = {}) {
  return render(<Hero profile={{ ...sampleProfile, ...changes }} {...props} />);
}

describe("Hero", () => {
  it("introduces the owner with the page's only h1", async () => {
    const { container } = render(<Hero profile={sampleProfile} onContactClick={() => {}} />);
    const region = screen.getByRole("region", { name: "Alex Morgan" });
    expect(region).toHaveAttribute("id", "home");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText(sampleProfile.headline)).toBeVisible();
    expect(screen.getByText(sampleProfile.tagline)).toBeVisible();
    expect(screen.getByText(sampleProfile.location!)).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("greets the reader the page was made for above the name, as text", async () => {
    const greeting = "Thanks for reading, Acme <b>Robotics</b> team";
    const { container } = render(<Hero profile={sampleProfile} greeting={greeting} />);
    const line = screen.getByText(greeting);
    expect(line).toBeVisible();
    expect(line.querySelector("b")).toBeNull();
    expect(line.compareDocumentPosition(screen.getByRole("heading", { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows no place when the profile names none", () => {
    const { location, ...placeless } = sampleProfile;
    render(<Hero profile={placeless} />);
    expect(screen.queryByText(location!)).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Alex Morgan" })).toBeVisible();
  });

  it("asks the host to scroll to contact on 'Get In Touch'", async () => {
    const onContactClick = vi.fn();
    const { user } = render(<Hero profile={sampleProfile} onContactClick={onContactClick} />);
    await user.click(screen.getByRole("link", { name: "Get In Touch" }));
    expect(onContactClick).toHaveBeenCalledTimes(1);
  });

  it("links 'Get In Touch' to the contact section, so it works with no script", () => {
    render(<Hero profile={sampleProfile} />);
    expect(screen.getByRole("link", { name: "Get In Touch" })).toHaveAttribute("href", "#contact");
  });

  it("downloads the resume from the profile's address, or from another address", () => {
    const { rerender } = render(<Hero profile={sampleProfile} onContactClick={() => {}} />);
    const link = screen.getByRole("link", { name: "Download Resume" });
    expect(link).toHaveAttribute("href", "/api/download-resume");
    expect(link).toHaveAttribute("download");
    rerender(<Hero profile={sampleProfile} onContactClick={() => {}} resumeHref="/resume.pdf" />);
    expect(screen.getByRole("link", { name: "Download Resume" })).toHaveAttribute("href", "/resume.pdf");
  });

  it("links to the booking page and the network profile in new tabs", () => {
    render(<Hero profile={sampleProfile} onContactClick={() => {}} />);
    const booking = screen.getByRole("link", { name: "Book a 30-minute meeting (opens in a new tab)" });
    expect(booking).toHaveAttribute("href", sampleProfile.bookingUrl);
    expect(booking).toHaveAttribute("target", "_blank");
    expect(booking).toHaveAttribute("rel", "noopener noreferrer");
    const profile = screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" });
    expect(profile).toHaveAttribute("href", sampleProfile.networkProfileUrl);
    expect(profile).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("draws each profile link with its network's icon, named by its label alone", async () => {
    const { container } = renderHero({
      networkProfileUrl: undefined,
      links: [
        { label: "Dribbble", href: "https://dribbble.com/sam" },
        { label: "Behance", href: "https://www.behance.net/sam" },
        { label: "Portfolio notes", href: "https://notes.example", network: "medium" },
        { label: "sam@example.com", href: "mailto:sam@example.com" },
      ],
    });
    const icons = (name: string) =>
      [...screen.getByRole("link", { name }).querySelectorAll("svg")].map((svg) => [
        svg.getAttribute("data-icon"),
        svg.getAttribute("aria-hidden"),
      ]);
    expect(icons("Dribbble (opens in a new tab)")).toEqual([["dribbble", "true"]]);
    expect(icons("Behance (opens in a new tab)")).toEqual([["behance", "true"]]);
    expect(icons("Portfolio notes (opens in a new tab)")).toEqual([["medium", "true"]]);
    const email = screen.getByRole("link", { name: "sam@example.com" });
    expect(email).toHaveAttribute("href", "mailto:sam@example.com");
    expect(email).not.toHaveAttribute("target");
    expect(icons("sam@example.com")).toEqual([["mail", "true"]]);
    expect(screen.queryByRole("link", { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows no résumé button, booking link or link list when the profile has none", async () => {
    const { container } = renderHero({
      resumeUrl: undefined,
      bookingUrl: undefined,
      networkProfileUrl: undefined,
    });
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Get In Touch"]);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("loads the portrait first, at its intrinsic size", () => {
    render(<Hero profile={sampleProfile} onContactClick={() => {}} />);
    const portrait = screen.getByRole("img", { name: "Portrait of Alex Morgan" });
    expect(portrait).toHaveAttribute("fetchpriority", "high");
    expect(portrait).toHaveAttribute("width", "480");
    expect(portrait).toHaveAttribute("height", "560");
  });

  it("works without a portrait", async () => {
    const { container } = renderHero({ portrait: undefined }, { onContactClick: () => {} });
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Alex Morgan" })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
