import { describe, expect, it, vi } from "vitest";
import { sampleProfile } from "../../fixtures";
import { axeViolations, render, screen } from "../../test/render";
import { Contact } from "./Contact";

describe("Contact", () => {
  it("offers the contact options beside the form", async () => {
    const { container } = render(
      <Contact profile={sampleProfile} onSubmit={vi.fn()} lead="I usually reply within a day." />,
    );
    expect(screen.getByRole("region", { name: "Get In Touch" })).toHaveAttribute("id", "contact");
    expect(screen.getByText("I usually reply within a day.")).toBeVisible();

    const booking = screen.getByRole("link", { name: "Book a 30-minute meeting (opens in a new tab)" });
    expect(booking).toHaveAttribute("href", sampleProfile.bookingUrl);
    expect(booking).toHaveAttribute("target", "_blank");
    expect(booking).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toHaveAttribute(
      "href",
      sampleProfile.networkProfileUrl,
    );
    expect(screen.getByRole("link", { name: sampleProfile.email })).toHaveAttribute(
      "href",
      `mailto:${sampleProfile.email}`,
    );
    expect(screen.getByRole("link", { name: sampleProfile.phone })).toHaveAttribute(
      "href",
      "tel:+12065550142",
    );
    expect(screen.getByText(sampleProfile.location!)).toBeVisible();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeVisible();
    expect(screen.getByRole("form", { name: "Get In Touch" })).toHaveAttribute("action", "/api/contact");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers the profile's own links and no booking link when it has none", async () => {
    const { container } = render(
      <Contact
        profile={{
          ...sampleProfile,
          bookingUrl: undefined,
          networkProfileUrl: undefined,
          links: [
            { label: "Instagram", href: "https://www.instagram.com/sam" },
            { label: "Write to me", href: `mailto:${sampleProfile.email}` },
          ],
        }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.queryByRole("link", { name: /Book a 30-minute meeting/ })).not.toBeInTheDocument();
    const instagram = screen.getByRole("link", { name: "Instagram (opens in a new tab)" });
    expect(instagram.closest("li")!.querySelector("svg")).toHaveAttribute("data-icon", "instagram");
    // The address is offered once, as itself.
    expect(screen.queryByRole("link", { name: "Write to me" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: sampleProfile.email })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers no address and no empty mailto: link when the profile shows no email", async () => {
    const { email: _shown, ...profile } = sampleProfile;
    const { container } = render(<Contact profile={profile} onSubmit={vi.fn()} />);
    const options = screen.getByRole("list", { name: "Contact options" });
    expect(options.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hands the form's values to onSubmit", async () => {
    const onSubmit = vi.fn(async () => true);
    const { user } = render(<Contact profile={{ ...sampleProfile, phone: undefined }} onSubmit={onSubmit} />);
    expect(screen.queryByRole("link", { name: /\+1/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.com", message: "Hello" });
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveValue("");
  });
});
