import type { ContactSubmission } from "@pmfolio/core";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen, within } from "../../../test/render";
import {
  HOSTILE_FLAG,
  applicationContact,
  germanPageContact,
  heldContacts,
  hostileContacts,
  longContact,
  manyContacts,
  notificationFailedContact,
  sampleContacts,
} from "../fixtures/contacts";
import { LabelsProvider } from "../../../labels";
import { ContactList } from "./ContactList";

/** The shown page's cards, each deletable and nothing more. */
function deletableItems(onDelete: (id: string) => void = () => {}) {
  return (
    <ContactList.Items>
      {(contact) => <ContactList.Item contact={contact} onDelete={onDelete} />}
    </ContactList.Items>
  );
}

const [withPhone, withoutPhone] = sampleContacts as [
  (typeof sampleContacts)[number],
  (typeof sampleContacts)[number],
];

describe("ContactList", () => {
  it("shows each submission with its sender, en-US long date and time, links and message", async () => {
    const { container } = render(
      <ContactList contacts={sampleContacts} timeZone="UTC">
        {deletableItems()}
      </ContactList>,
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
    render(<ContactList contacts={[withoutPhone]}>{deletableItems()}</ContactList>);
    expect(screen.getByText("1 total submission")).toBeInTheDocument();
  });

  it("renders a message as inert text, never as markup", () => {
    const html = { ...withoutPhone, message: '<img src=x onerror="alert(1)"><b>bold</b>' };
    const { container } = render(<ContactList contacts={[html]}>{deletableItems()}</ContactList>);
    expect(screen.getByText(html.message)).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
  });

  it("shows hostile submissions verbatim as inert text, with links only to mailto: and tel:", async () => {
    const { container } = render(<ContactList contacts={hostileContacts}>{deletableItems()}</ContactList>);
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
    render(<ContactList contacts={[reversed]}>{deletableItems()}</ContactList>);
    const card = within(screen.getByRole("article", { name: reversed.name }));
    expect(card.getByRole("heading", { level: 2 })).toHaveAttribute("dir", "auto");
    expect(card.getByText(reversed.message)).toHaveAttribute("dir", "auto");
    expect(card.getByText(reversed.email).tagName).toBe("BDI");
    expect(card.getByText(reversed.phone!).tagName).toBe("BDI");
  });

  it.each([
    [
      "a phone number to its digits, with a leading + only",
      { phone: " +44 (20) 7946-0958 " },
      "+44 (20) 7946-0958",
      "tel:+442079460958",
    ],
    [
      "an address, escaping what would break the mailto link",
      { email: "a?cc=x#y@example.com" },
      "a?cc=x#y@example.com",
      "mailto:a%3Fcc=x%23y@example.com",
    ],
  ])("links %s", (_, change, name, href) => {
    render(<ContactList contacts={[{ ...withoutPhone, ...change }]}>{deletableItems()}</ContactList>);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
  });

  it("shows the empty state", async () => {
    const { container } = render(<ContactList contacts={[]}>{deletableItems()}</ContactList>);
    expect(screen.getByText("No contact submissions yet.")).toBeInTheDocument();
    expect(screen.getByText("0 total submissions")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the loading state", async () => {
    const { container } = render(<ContactList loading>{deletableItems()}</ContactList>);
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
        <ContactList contacts={sampleContacts} error={message}>
          {deletableItems()}
        </ContactList>,
      );
      expect(screen.getByRole("alert")).toHaveTextContent(message);
      expect(screen.queryByRole("article")).not.toBeInTheDocument();
      expect(screen.queryByText(/total submission/)).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it("shows 'Failed to delete contact' above the list, which stays", async () => {
    const { container } = render(
      <ContactList contacts={sampleContacts} notice="Failed to delete contact">
        {deletableItems()}
      </ContactList>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to delete contact");
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks before deleting; Cancel and Escape keep the submission and return focus", async () => {
    const onDelete = vi.fn();
    const { user } = render(<ContactList contacts={sampleContacts}>{deletableItems(onDelete)}</ContactList>);
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
    const { user, rerender } = render(
      <ContactList contacts={sampleContacts}>{deletableItems(onDelete)}</ContactList>,
    );
    await user.click(screen.getByRole("button", { name: "Delete submission from Priya Raman" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledWith(withPhone.id);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    rerender(
      <ContactList contacts={sampleContacts}>
        <ContactList.Items>
          {(contact) => (
            <ContactList.Item contact={contact} onDelete={onDelete} deleting={contact.id === withPhone.id} />
          )}
        </ContactList.Items>
      </ContactList>,
    );
    expect(screen.getByRole("button", { name: "Deleting... submission from Priya Raman" })).toBeDisabled();
    rerender(<ContactList contacts={[withoutPhone]}>{deletableItems(onDelete)}</ContactList>);
    expect(screen.getByRole("heading", { name: "Contact Form Submissions" })).toHaveFocus();
    expect(screen.getByText("1 total submission")).toBeInTheDocument();
  });

  it("logs out", async () => {
    const onLogout = vi.fn();
    const { user } = render(
      <ContactList contacts={[]} onLogout={onLogout}>
        {deletableItems()}
      </ContactList>,
    );
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("wraps long names, addresses and words, and forwards its ref", async () => {
    const ref = createRef<HTMLElement>();
    const { container } = render(
      <ContactList ref={ref} contacts={[longContact]}>
        {deletableItems()}
      </ContactList>,
    );
    expect(ref.current?.tagName).toBe("SECTION");
    expect(screen.getByText(longContact.message)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("marks unread submissions in words, counts them, and toggles read state", async () => {
    const onToggleRead = vi.fn();
    const { user, container, rerender } = render(
      <ContactList contacts={sampleContacts} unread={7}>
        <ContactList.Items>
          {(contact) => (
            <ContactList.Item contact={contact} onDelete={() => {}} onToggleRead={onToggleRead} />
          )}
        </ContactList.Items>
      </ContactList>,
    );
    expect(screen.getByText("7 unread")).toBeInTheDocument();
    const unread = screen.getByRole("article", { name: "Priya Raman" });
    const read = screen.getByRole("article", { name: "Marcus Chen" });
    expect(unread).toHaveAttribute("data-read", "false");
    expect(within(unread).getByText("Unread")).toBeInTheDocument();
    expect(within(read).queryByText("Unread")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(
      within(unread).getByRole("button", { name: "Mark as read: submission from Priya Raman" }),
    );
    expect(onToggleRead).toHaveBeenLastCalledWith(withPhone.id, true);
    await user.click(
      within(read).getByRole("button", { name: "Mark as unread: submission from Marcus Chen" }),
    );
    expect(onToggleRead).toHaveBeenLastCalledWith(withoutPhone.id, false);

    rerender(
      <ContactList contacts={sampleContacts}>
        <ContactList.Items>
          {(contact) => (
            <ContactList.Item
              contact={contact}
              onDelete={() => {}}
              onToggleRead={onToggleRead}
              updatingRead={contact.id === withPhone.id}
            />
          )}
        </ContactList.Items>
      </ContactList>,
    );
    expect(screen.getByRole("button", { name: "Mark as read: submission from Priya Raman" })).toBeDisabled();
  });

  it("shows a 'Notification failed' badge described by why", async () => {
    const { container } = render(
      <ContactList contacts={[notificationFailedContact, ...sampleContacts]}>{deletableItems()}</ContactList>,
    );
    const card = within(screen.getByRole("article", { name: "Dana Okafor" }));
    expect(card.getByText("Notification failed")).toHaveAccessibleDescription(
      "You were not notified of this message: every attempt to send the notification failed.",
    );
    expect(screen.getAllByText("Notification failed")).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says which language's page a message was sent from, in the owner's words; older messages say nothing", () => {
    const { rerender } = render(
      <ContactList contacts={[germanPageContact, withoutPhone]}>{deletableItems()}</ContactList>,
    );
    expect(
      within(screen.getByRole("article", { name: "Lena Vogt" })).getByText("Sent in German"),
    ).toBeVisible();
    expect(within(screen.getByRole("article", { name: "Marcus Chen" })).queryByText(/^Sent in/)).toBeNull();
    rerender(
      <LabelsProvider
        labels={{ contactList: { sentIn: (language) => `Auf ${language} geschrieben` } }}
        locale="de"
      >
        <ContactList contacts={[{ ...germanPageContact, language: "x-unknown" }]}>
          {deletableItems()}
        </ContactList>
      </LabelsProvider>,
    );
    // A tag the browser has no name for is shown as the tag.
    expect(screen.getByText(/^Auf .* geschrieben$/)).toBeVisible();
  });

  it("says which application a message came with; a message that came with none says nothing", async () => {
    const { container } = render(
      <ContactList contacts={[applicationContact, withoutPhone]}>{deletableItems()}</ContactList>,
    );
    expect(
      within(screen.getByRole("article", { name: "Priya Raman" })).getByText(
        "With the application to Acme Corp.",
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole("article", { name: "Marcus Chen" })).queryByText(/application/),
    ).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("selects several, or all on the page, and deletes them after one confirmation", async () => {
    const onDeleteMany = vi.fn();
    const contacts = manyContacts(4);
    const inbox = (shown: readonly ContactSubmission[], deleting = false) => (
      <ContactList contacts={shown}>
        <ContactList.Toolbar>
          <ContactList.BulkDelete onDelete={onDeleteMany} deleting={deleting} />
        </ContactList.Toolbar>
        <ContactList.Items>
          {(contact) => <ContactList.Item contact={contact} onDelete={() => {}} selectable />}
        </ContactList.Items>
      </ContactList>
    );
    const { user, container, rerender } = render(inbox(contacts));
    const bulk = screen.getByRole("button", { name: "Delete selected (0)" });
    expect(bulk).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Select submission from Sender 2" }));
    await user.click(screen.getByRole("checkbox", { name: "Select submission from Sender 3" }));
    const all = screen.getByRole("checkbox", { name: "Select all on this page" });
    expect(all).toHaveProperty("indeterminate", true);
    expect(await axeViolations(container)).toEqual([]);

    // Cancel keeps everything and returns focus to the bulk button.
    await user.click(screen.getByRole("button", { name: "Delete selected (2)" }));
    let dialog = screen.getByRole("alertdialog", { name: "Delete 2 selected submissions?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Delete selected (2)" })).toHaveFocus();
    expect(onDeleteMany).not.toHaveBeenCalled();

    await user.click(all);
    expect(all).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Delete selected (4)" }));
    dialog = screen.getByRole("alertdialog", { name: "Delete 4 selected submissions?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onDeleteMany).toHaveBeenCalledWith(contacts.map((contact) => contact.id));
    expect(screen.getByRole("heading", { name: "Contact Form Submissions" })).toHaveFocus();

    rerender(inbox(contacts, true));
    expect(screen.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    rerender(inbox([]));
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("pages: announces the range, disables what cannot be reached, and moves focus to the heading", async () => {
    const onOlder = vi.fn();
    const onNewer = vi.fn();
    const first = manyContacts(50);
    const { user, rerender } = render(
      <ContactList contacts={first} total={3000}>
        {deletableItems()}
        <ContactList.Pager start={0} onOlder={onOlder} />
      </ContactList>,
    );
    expect(screen.getByText("3000 total submissions")).toBeInTheDocument();
    const pager = within(screen.getByRole("navigation", { name: "Pages of submissions" }));
    expect(pager.getByText("Showing 1–50 of 3,000")).toHaveAttribute("aria-live", "polite");
    expect(pager.getByRole("button", { name: "Newer submissions" })).toBeDisabled();
    // The list's own rows are checked by the tests above; 50 of them made axe the slowest part here.
    expect(await axeViolations(screen.getByRole("navigation", { name: "Pages of submissions" }))).toEqual([]);

    await user.click(pager.getByRole("button", { name: "Older submissions" }));
    expect(onOlder).toHaveBeenCalledTimes(1);
    // Focus stays where it was until the new page is shown.
    expect(pager.getByRole("button", { name: "Older submissions" })).toHaveFocus();
    rerender(
      <ContactList contacts={[]} total={3000} loading>
        {deletableItems()}
        <ContactList.Pager start={50} onNewer={onNewer} onOlder={onOlder} />
      </ContactList>,
    );
    rerender(
      <ContactList contacts={manyContacts(50, { from: 50 })} total={3000}>
        {deletableItems()}
        <ContactList.Pager start={50} onNewer={onNewer} onOlder={onOlder} />
      </ContactList>,
    );
    expect(screen.getByText("Showing 51–100 of 3,000")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contact Form Submissions" })).toHaveFocus();

    rerender(
      <ContactList contacts={manyContacts(12, { from: 2950 })} total={2962}>
        {deletableItems()}
        <ContactList.Pager start={2950} onNewer={onNewer} />
      </ContactList>,
    );
    expect(screen.getByText("Showing 2,951–2,962 of 2,962")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Older submissions" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Newer submissions" }));
    expect(onNewer).toHaveBeenCalledTimes(1);
  });

  it("offers the CSV export as a download link", async () => {
    const { container } = render(
      <ContactList contacts={sampleContacts}>
        <ContactList.Toolbar>
          <ContactList.Export href="/api/contacts/export" />
        </ContactList.Toolbar>
        {deletableItems()}
      </ContactList>,
    );
    const link = screen.getByRole("link", { name: "Export CSV" });
    expect(link).toHaveAttribute("href", "/api/contacts/export");
    expect(link).toHaveAttribute("download");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("leads back to the list from an error, focusing the heading", async () => {
    const onBack = vi.fn();
    const { user, container } = render(
      <ContactList contacts={sampleContacts} error="Error deleting contact" onBack={onBack}>
        {deletableItems()}
      </ContactList>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Error deleting contact");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Back to the list" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "Contact Form Submissions" })).toHaveFocus();
  });

  it("logs out everywhere", async () => {
    const onLogoutEverywhere = vi.fn();
    const { user } = render(
      <ContactList contacts={[]} onLogout={() => {}} onLogoutEverywhere={onLogoutEverywhere}>
        {deletableItems()}
      </ContactList>,
    );
    await user.click(screen.getByRole("button", { name: "Log out everywhere" }));
    expect(onLogoutEverywhere).toHaveBeenCalledTimes(1);
  });

  it("shows only the parts composed into it", () => {
    render(<ContactList contacts={sampleContacts}>{deletableItems()}</ContactList>);
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Export CSV" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pages of submissions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Held messages/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Mark as/ })).not.toBeInTheDocument();
  });

  it("shows the toolbar and the pager over a list only, and no part in place of an error", () => {
    const inbox = (props: { contacts: readonly ContactSubmission[]; error?: string }) => (
      <ContactList {...props}>
        <ContactList.Toolbar>
          <ContactList.Export href="/api/contacts/export" />
        </ContactList.Toolbar>
        {deletableItems()}
        <ContactList.Pager start={0} onOlder={() => {}} />
        <ContactList.Held total={1} onOpenChange={() => {}} onRelease={() => {}} onDelete={() => {}} />
      </ContactList>
    );
    const { rerender } = render(inbox({ contacts: sampleContacts }));
    expect(screen.getByRole("link", { name: "Export CSV" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Pages of submissions" })).toBeInTheDocument();

    rerender(inbox({ contacts: [] }));
    expect(screen.getByText("No contact submissions yet.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Export CSV" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pages of submissions" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Held messages (1)" })).toBeInTheDocument();

    rerender(inbox({ contacts: sampleContacts, error: "Failed to fetch contacts" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch contacts");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Held messages/ })).not.toBeInTheDocument();
  });

  it("says which part was rendered outside ContactList", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ContactList.Pager start={0} />)).toThrow(
      "ContactList.Pager must be rendered inside ContactList",
    );
    vi.restoreAllMocks();
  });

  describe("the held list", () => {
    const held = (overrides = {}) => ({
      total: 2,
      contacts: heldContacts,
      onOpenChange: vi.fn(),
      onRelease: vi.fn(),
      onDelete: vi.fn(),
      ...overrides,
    });

    it("starts collapsed with its own count, and opens on request", async () => {
      const props = held();
      const { user, container } = render(
        <ContactList contacts={sampleContacts} timeZone="UTC">
          {deletableItems()}
          <ContactList.Held {...props} />
        </ContactList>,
      );
      const toggle = screen.getByRole("button", { name: "Held messages (2)" });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByText("Flood Sender 201")).not.toBeInTheDocument();
      expect(screen.getAllByRole("article")).toHaveLength(2);
      await user.click(toggle);
      expect(props.onOpenChange).toHaveBeenCalledWith(true);
      expect(await axeViolations(container)).toEqual([]);
    });

    it("shows each held message with its reason, moves one to the inbox and deletes one after confirming", async () => {
      const props = held({ open: true });
      const { user, container } = render(
        <ContactList contacts={[]} timeZone="UTC">
          {deletableItems()}
          <ContactList.Held {...props} />
        </ContactList>,
      );
      expect(screen.getByRole("button", { name: "Held messages (2)" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      const flood = within(screen.getByRole("article", { name: "Flood Sender 201" }));
      expect(flood.getByText("Held: past the daily limit")).toBeInTheDocument();
      const autofill = within(screen.getByRole("article", { name: "Autofill Visitor" }));
      expect(autofill.getByText("Held: hidden field filled")).toBeInTheDocument();

      await user.click(
        autofill.getByRole("button", { name: "Move to inbox: submission from Autofill Visitor" }),
      );
      expect(props.onRelease).toHaveBeenCalledWith(heldContacts[1]!.id);

      await user.click(flood.getByRole("button", { name: "Delete submission from Flood Sender 201" }));
      const dialog = screen.getByRole("alertdialog");
      await user.click(within(dialog).getByRole("button", { name: "Delete" }));
      expect(props.onDelete).toHaveBeenCalledWith(heldContacts[0]!.id);
      expect(await axeViolations(container)).toEqual([]);
    });

    it("says when it is loading or empty", () => {
      const { rerender } = render(
        <ContactList contacts={[]}>
          {deletableItems()}
          <ContactList.Held {...held({ open: true, loading: true })} />
        </ContactList>,
      );
      expect(screen.getByRole("status")).toHaveTextContent("Loading held messages...");
      rerender(
        <ContactList contacts={[]}>
          {deletableItems()}
          <ContactList.Held {...held({ open: true, total: 0, contacts: [] })} />
        </ContactList>,
      );
      expect(screen.getByText("No held messages.")).toBeInTheDocument();
    });
  });

  describe("deleting everything received in a day or an hour", () => {
    it("asks with the period named, then reports the day and hour", async () => {
      const onDeleteReceived = vi.fn();
      const { user, container } = render(
        <ContactList contacts={sampleContacts}>
          {deletableItems()}
          <ContactList.DeleteReceived onDelete={onDeleteReceived} />
        </ContactList>,
      );
      const button = screen.getByRole("button", { name: "Delete everything received..." });
      await user.click(button);
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument(); // no day chosen yet

      await user.type(screen.getByLabelText("Day (UTC)"), "2026-11-22");
      await user.selectOptions(screen.getByLabelText("Hour (UTC)"), "14");
      await user.click(button);
      const dialog = screen.getByRole("alertdialog", {
        name: "Delete everything received on 2026-11-22, 14:00–14:59 (UTC)?",
      });
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      expect(onDeleteReceived).not.toHaveBeenCalled();
      expect(button).toHaveFocus();

      await user.selectOptions(screen.getByLabelText("Hour (UTC)"), "");
      await user.click(button);
      await user.click(
        within(
          screen.getByRole("alertdialog", { name: "Delete everything received on 2026-11-22 (UTC)?" }),
        ).getByRole("button", { name: "Delete" }),
      );
      expect(onDeleteReceived).toHaveBeenCalledWith({ day: "2026-11-22" });
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
