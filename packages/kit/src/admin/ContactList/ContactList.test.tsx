import type { ContactSubmission } from "@pmfolio/core";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen, within } from "../../test/render";
import { HOSTILE_FLAG, hostileContacts, longContact, sampleContacts } from "../fixtures/contacts";
import { ContactList } from "./ContactList";

const [withPhone, withoutPhone] = sampleContacts as [
  (typeof sampleContacts)[number],
  (typeof sampleContacts)[number],
];

describe("ContactList", () => {
  it("shows each submission with its sender, en-US long date and time, links and message", async () => {
    const { container } = render(
      <ContactList contacts={sampleContacts} onDelete={() => {}} timeZone="UTC" />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Contact Form Submissions" })).toBeInTheDocument();
    expect(screen.getByText("2 total submissions")).toBeInTheDocument();

    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    const first = within(screen.getByRole("article", { name: "Priya Raman" }));
    expect(first.getByRole("heading", { level: 2, name: "Priya Raman" })).toBeInTheDocument();
    const time = first.getByText("November 22, 2026 at 3:04 PM");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2026-11-22T15:04:00.000Z");
    expect(first.getByRole("link", { name: "priya.raman@talentpartners.example" })).toHaveAttribute(
      "href",
      "mailto:priya.raman@talentpartners.example",
    );
    expect(first.getByRole("link", { name: "+1 (206) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+12065550142",
    );
    expect(first.getByRole("button", { name: "Delete submission from Priya Raman" })).toBeEnabled();
    // The message keeps its line breaks as plain text.
    expect(first.getByText(/I'm hiring a Group PM/).textContent).toBe(withPhone.message);

    const second = within(screen.getByRole("article", { name: "Marcus Chen" }));
    expect(second.getByText("November 21, 2026 at 9:30 AM")).toBeInTheDocument();
    expect(second.queryByRole("link", { name: /tel|555/ })).not.toBeInTheDocument();
    expect(second.getAllByRole("link")).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says '1 total submission' for one", () => {
    render(<ContactList contacts={[withoutPhone]} onDelete={() => {}} />);
    expect(screen.getByText("1 total submission")).toBeInTheDocument();
  });

  it("renders a message as inert text, never as markup", () => {
    const html = { ...withoutPhone, message: '<img src=x onerror="alert(1)"><b>bold</b>' };
    const { container } = render(<ContactList contacts={[html]} onDelete={() => {}} />);
    expect(screen.getByText(html.message)).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
  });

  it("shows hostile submissions verbatim as inert text, with links only to mailto: and tel:", async () => {
    const { container } = render(<ContactList contacts={hostileContacts} onDelete={() => {}} />);
    const [markup, scripted, reversed, longWord] = hostileContacts as [
      ContactSubmission,
      ContactSubmission,
      ContactSubmission,
      ContactSubmission,
    ];
    for (const contact of hostileContacts) {
      const card = within(screen.getByRole("article", { name: contact.name }));
      expect(card.getByRole("heading", { level: 2 }).textContent).toBe(contact.name);
      expect(card.getByText(contact.message, { normalizer: (t) => t })).toBeInTheDocument();
    }
    expect(container.querySelector("script, img, iframe, [onerror], [onload]")).toBeNull();
    expect((window as unknown as Record<string, unknown>)[HOSTILE_FLAG]).toBeUndefined();

    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs.every((href) => /^(mailto|tel):/.test(href ?? ""))).toBe(true);
    expect(within(screen.getByRole("article", { name: markup.name })).getAllByRole("link")).toHaveLength(2);

    // Neither an address nor a number: shown, never linked.
    const script = within(screen.getByRole("article", { name: scripted.name }));
    expect(script.queryByRole("link")).not.toBeInTheDocument();
    expect(script.getByText(scripted.email)).toBeInTheDocument();
    expect(script.getByText(scripted.phone!)).toBeInTheDocument();
    // A phone of the form's characters but without digits is not dialled either.
    const rtl = within(screen.getByRole("article", { name: reversed.name }));
    expect(rtl.getByRole("link", { name: reversed.email })).toHaveAttribute(
      "href",
      `mailto:${reversed.email}`,
    );
    expect(rtl.queryByRole("link", { name: reversed.phone })).not.toBeInTheDocument();
    expect(screen.getByText(longWord.message)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("isolates what senders typed from the page's text direction", () => {
    const reversed = hostileContacts[2]!;
    render(<ContactList contacts={[reversed]} onDelete={() => {}} />);
    const card = within(screen.getByRole("article", { name: reversed.name }));
    expect(card.getByRole("heading", { level: 2 })).toHaveAttribute("dir", "auto");
    expect(card.getByText(reversed.message)).toHaveAttribute("dir", "auto");
    expect(card.getByText(reversed.email).tagName).toBe("BDI");
    expect(card.getByText(reversed.phone!).tagName).toBe("BDI");
  });

  it("links a phone number to its digits, with a leading + only", () => {
    render(
      <ContactList contacts={[{ ...withoutPhone, phone: " +44 (20) 7946-0958 " }]} onDelete={() => {}} />,
    );
    expect(screen.getByRole("link", { name: "+44 (20) 7946-0958" })).toHaveAttribute(
      "href",
      "tel:+442079460958",
    );
  });

  it("escapes characters that would break the mailto link", () => {
    render(
      <ContactList contacts={[{ ...withoutPhone, email: "a?cc=x#y@example.com" }]} onDelete={() => {}} />,
    );
    expect(screen.getByRole("link", { name: "a?cc=x#y@example.com" })).toHaveAttribute(
      "href",
      "mailto:a%3Fcc=x%23y@example.com",
    );
  });

  it("shows the empty state", async () => {
    const { container } = render(<ContactList contacts={[]} onDelete={() => {}} />);
    expect(screen.getByText("No contact submissions yet.")).toBeInTheDocument();
    expect(screen.getByText("0 total submissions")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the loading state", async () => {
    const { container } = render(<ContactList loading onDelete={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading contacts...");
    expect(screen.getByRole("region", { name: "Contact Form Submissions" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(screen.queryByText(/total submission/)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(["Failed to fetch contacts", "Error connecting to server", "Error deleting contact"])(
    "shows '%s' in place of the list",
    async (message) => {
      const { container } = render(
        <ContactList contacts={sampleContacts} error={message} onDelete={() => {}} />,
      );
      expect(screen.getByRole("alert")).toHaveTextContent(message);
      expect(screen.queryByRole("article")).not.toBeInTheDocument();
      expect(screen.queryByText(/total submission/)).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it("shows 'Failed to delete contact' above the list, which stays", async () => {
    const { container } = render(
      <ContactList contacts={sampleContacts} notice="Failed to delete contact" onDelete={() => {}} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to delete contact");
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks before deleting; Cancel and Escape keep the submission and return focus", async () => {
    const onDelete = vi.fn();
    const { user } = render(<ContactList contacts={sampleContacts} onDelete={onDelete} />);
    const opener = screen.getByRole("button", { name: "Delete submission from Marcus Chen" });

    await user.click(opener);
    const dialog = screen.getByRole("alertdialog", {
      name: "Are you sure you want to delete this contact submission?",
    });
    expect(dialog).toHaveAccessibleDescription("The message from Marcus Chen will be deleted permanently.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("deletes after the confirmation, then moves focus to the heading", async () => {
    const onDelete = vi.fn();
    const { user, rerender } = render(<ContactList contacts={sampleContacts} onDelete={onDelete} />);
    await user.click(screen.getByRole("button", { name: "Delete submission from Priya Raman" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledWith(withPhone.id);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    rerender(<ContactList contacts={sampleContacts} onDelete={onDelete} deletingId={withPhone.id} />);
    expect(screen.getByRole("button", { name: "Deleting... submission from Priya Raman" })).toBeDisabled();
    rerender(<ContactList contacts={[withoutPhone]} onDelete={onDelete} />);
    expect(screen.getByRole("heading", { name: "Contact Form Submissions" })).toHaveFocus();
    expect(screen.getByText("1 total submission")).toBeInTheDocument();
  });

  it("logs out", async () => {
    const onLogout = vi.fn();
    const { user } = render(<ContactList contacts={[]} onDelete={() => {}} onLogout={onLogout} />);
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("wraps long names, addresses and words, and forwards its ref", async () => {
    const ref = createRef<HTMLElement>();
    const { container } = render(<ContactList ref={ref} contacts={[longContact]} onDelete={() => {}} />);
    expect(ref.current?.tagName).toBe("SECTION");
    expect(screen.getByText(longContact.message)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
