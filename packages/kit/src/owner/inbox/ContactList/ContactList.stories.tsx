import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { AdminLogin } from "../../AdminLogin";
import {
  HOSTILE_FLAG,
  heldContacts,
  hostileContacts,
  longContact,
  manyContacts,
  applicationContact,
  germanPageContact,
  notificationFailedContact,
  sampleContacts,
} from "../fixtures/contacts";
import { WholeInbox, type WholeInboxProps } from "../fixtures/WholeInbox";
import { ContactList } from "./ContactList";

// The stories set every part's inputs as args; `WholeInbox` composes the parts they ask for.
const meta = {
  title: "Admin/ContactList",
  component: ContactList,
  subcomponents: {
    "ContactList.Toolbar": ContactList.Toolbar,
    "ContactList.BulkDelete": ContactList.BulkDelete,
    "ContactList.Export": ContactList.Export,
    "ContactList.Items": ContactList.Items,
    "ContactList.Item": ContactList.Item,
    "ContactList.DeleteReceived": ContactList.DeleteReceived,
    "ContactList.Pager": ContactList.Pager,
    "ContactList.Held": ContactList.Held,
  },
  render: (args) => <WholeInbox {...args} />,
  args: {
    contacts: sampleContacts,
    unread: 1,
    onDelete: fn(),
    onDeleteMany: fn(),
    onToggleRead: fn(),
    onLogout: fn(),
    onLogoutEverywhere: fn(),
    timeZone: "UTC",
  },
} satisfies Meta<WholeInboxProps>;

export default meta;
type Story = StoryObj<WholeInboxProps>;

/** Unlocked: submissions with and without a phone number. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 total submissions")).toBeVisible();
    await expect(canvas.getByText("November 22, 2026 at 3:04 PM")).toBeVisible();
  },
};

/** Locked: the page before the password is typed (the AdminLogin component). */
export const Locked: Story = {
  render: () => <AdminLogin onSubmit={fn()} />,
};

/** Locked, while the password is checked. */
export const Authenticating: Story = {
  render: () => <AdminLogin onSubmit={fn()} loading />,
};

/** Locked, after the server refused the password. */
export const WrongPassword: Story = {
  render: () => <AdminLogin onSubmit={fn()} error="Invalid password" />,
};

/** Locked, after the fetch failed for another reason. */
export const LoginFetchFailed: Story = {
  render: () => <AdminLogin onSubmit={fn()} error="Failed to fetch contacts" />,
};

/** Locked, when the server could not be reached. */
export const LoginConnectionError: Story = {
  render: () => <AdminLogin onSubmit={fn()} error="Error connecting to server" />,
};

export const Loading: Story = { args: { loading: true, contacts: [] } };

export const Empty: Story = { args: { contacts: [] } };

export const WithPhone: Story = { args: { contacts: [sampleContacts[0]!] } };

export const WithoutPhone: Story = { args: { contacts: [sampleContacts[1]!] } };

/** Long names, addresses and unbroken words wrap instead of overflowing. */
export const LongContent: Story = { args: { contacts: [longContact, ...sampleContacts] } };

/** Where the characters `from` to `to` of the first `text` in `container` are drawn. */
function textBox(container: Element, text: string, from = 0, to = text.length): DOMRect {
  const start = (container.textContent ?? "").indexOf(text);
  if (start < 0) throw new Error(`"${text}" is not in "${container.textContent}"`);
  const range = document.createRange();
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  let offset = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent!.length;
    const [first, last] = [start + from, start + to];
    if (offset <= first && first < offset + length) range.setStart(node, first - offset);
    if (offset < last && last <= offset + length) range.setEnd(node, last - offset);
    offset += length;
  }
  return range.getBoundingClientRect();
}

/** True when `a` is drawn before `b` in left-to-right reading order (same line, or a line above). */
function drawnBefore(a: DOMRect, b: DOMRect): boolean {
  return a.bottom <= b.top + 1 || (Math.abs(a.top - b.top) < 2 && a.right <= b.left + 1);
}

/**
 * What a hostile sender could store (markup and event handlers, `javascript:` URLs,
 * right-to-left overrides, a 5,000-character word), on a phone: every text shown
 * verbatim and inert, links only to `mailto:` and `tel:` of what they show, the
 * sentence around a reversed name left in order, nothing wider than the screen.
 */
export const HostileContent: Story = {
  args: { contacts: hostileContacts },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list");
    for (const contact of hostileContacts) {
      const card = within(canvas.getByRole("article", { name: contact.name }));
      await expect(card.getByRole("heading", { level: 2 }).textContent).toBe(contact.name);
      await expect(card.getByText(contact.email, { normalizer: (t) => t })).toBeVisible();
      const message = card.getByText(
        (_, element) => element?.tagName === "P" && element.textContent === contact.message,
      );
      await expect(message).toBeVisible();
    }

    // Nothing was parsed as markup, so no handler can run later; and nothing ran already.
    await expect(
      list.querySelectorAll("script, img, iframe, object, embed, [onerror], [onload]"),
    ).toHaveLength(0);
    await expect((window as unknown as Record<string, unknown>)[HOSTILE_FLAG]).toBeUndefined();

    // Links only where the text is an address or a number, and only to that.
    const hrefs = canvas.getAllByRole("link").map((link) => link.getAttribute("href"));
    await expect(hrefs).toEqual([
      "mailto:markup@example.com",
      "tel:+12065550100",
      "mailto:rtl\u202Eevil@example.com",
      "mailto:long.word@example.com",
    ]);
    const scripted = within(canvas.getByRole("article", { name: "javascript:alert(document.cookie)" }));
    await expect(scripted.queryByRole("link")).toBeNull();
    await expect(scripted.getByText("javascript:alert(1)")).toBeVisible();

    // The 5,000-character word wraps inside its card; the page does not scroll sideways.
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    for (const element of [list, ...canvas.getAllByRole("article")]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    // A right-to-left override in a name reverses the name only, not the sentence around it.
    const reversed = hostileContacts[2]!.name;
    await userEvent.click(canvas.getByRole("button", { name: `Delete submission from ${reversed}` }));
    const dialog = await screen.findByRole("alertdialog");
    const description = within(dialog).getByText(/will be deleted permanently/);
    for (const word of ["message", "deleted", "permanently"]) {
      const [first, last] = [textBox(description, word, 0, 1), textBox(description, word, word.length - 1)];
      await expect(drawnBefore(first, last), `"${word}" reads left to right`).toBe(true);
    }
    const name = textBox(description, reversed);
    const lead = "The message from";
    await expect(drawnBefore(textBox(description, lead, lead.length - 1), name)).toBe(true);
    await expect(drawnBefore(name, textBox(description, "will be deleted", 0, 1))).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  },
};

/** The list could not be fetched. */
export const FetchFailed: Story = { args: { error: "Failed to fetch contacts" } };

/** The server could not be reached. */
export const ConnectionError: Story = { args: { error: "Error connecting to server" } };

/** A delete answered not OK: the list stays. */
export const DeleteFailed: Story = { args: { notice: "Failed to delete contact" } };

/** A delete raised an exception: the error replaces the list. */
export const DeleteError: Story = { args: { error: "Error deleting contact" } };

/** A deletion in flight. */
export const Deleting: Story = { args: { deletingId: sampleContacts[0]!.id } };

/** The confirmation before a delete; focus starts on Cancel. */
export const ConfirmDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Delete submission from Priya Raman" }),
    );
    const dialog = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to delete this contact submission?",
    });
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
  },
};

/** Unread submissions are marked in words and by a bar; each card toggles its read state. */
export const Unread: Story = {
  args: { contacts: sampleContacts, unread: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1 unread")).toBeVisible();
    const card = within(canvas.getByRole("article", { name: "Priya Raman" }));
    await expect(card.getByText("Unread")).toBeVisible();
    await userEvent.click(card.getByRole("button", { name: "Mark as read: submission from Priya Raman" }));
    await expect(args.onToggleRead).toHaveBeenCalledWith(sampleContacts[0]!.id, true);
  },
};

/** The owner was never told about one message: every notification attempt failed. */
export const NotificationFailed: Story = {
  args: { contacts: [notificationFailedContact, ...sampleContacts], unread: 2 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Notification failed");
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAccessibleDescription(
      "You were not notified of this message: every attempt to send the notification failed.",
    );
  },
};

/** A message sent from a page reached through an application's link says which application it came with. */
export const CameWithAnApplication: Story = {
  args: { contacts: [applicationContact, sampleContacts[1]!], unread: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole("article", { name: "Priya Raman" })).getByText(
        "With the application to Acme Corp.",
      ),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole("article", { name: sampleContacts[1]!.name })).queryByText(/application/),
    ).toBeNull();
  },
};

/** Each message says which language's page it was sent from; one stored before that was kept says nothing. */
export const SentInAnotherLanguage: Story = {
  args: { contacts: [germanPageContact, sampleContacts[1]!], unread: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole("article", { name: "Lena Vogt" })).getByText("Sent in German"),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole("article", { name: "Marcus Chen" })).queryByText(/^Sent in/),
    ).toBeNull();
  },
};

/** Several submissions selected for one bulk delete. */
export const Selection: Story = {
  args: { contacts: manyContacts(5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select submission from Sender 2" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select submission from Sender 4" }));
    await expect(canvas.getByRole("checkbox", { name: "Select all on this page" })).toHaveProperty(
      "indeterminate",
      true,
    );
    await expect(canvas.getByRole("button", { name: "Delete selected (2)" })).toBeEnabled();
  },
};

/** The colour a theme variable resolves to here, as the browser computes colours. */
function themeColor(canvasElement: HTMLElement, variable: string): string {
  const probe = document.createElement("span");
  probe.style.color = `var(${variable})`;
  canvasElement.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** Nothing selected: "Delete selected (0)" reads as disabled, not as a red destructive action. */
export const NothingSelected: Story = {
  args: { contacts: manyContacts(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const danger = themeColor(canvasElement, "--pm-color-danger");
    const bulk = canvas.getByRole("button", { name: "Delete selected (0)" });
    await expect(bulk).toBeDisabled();
    await expect({ disabled: getComputedStyle(bulk).color }).not.toEqual({ disabled: danger });
    await expect({ disabled: getComputedStyle(bulk).borderTopColor }).not.toEqual({ disabled: danger });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select submission from Sender 2" }));
    const armed = canvas.getByRole("button", { name: "Delete selected (1)" });
    await expect(armed).toBeEnabled();
    // The colour eases in (a transition): wait for where it comes to rest, not its first frame.
    await waitFor(() => expect({ enabled: getComputedStyle(armed).color }).toEqual({ enabled: danger }));
  },
};

/** At desktop width the session buttons line up with the title, with the count line under both. */
export const DesktopHeader: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 total submissions")).toBeVisible();
    const title = canvas.getByRole("heading", { level: 1 }).getBoundingClientRect();
    const logOut = canvas.getByRole("button", { name: /^Log out$/ }).getBoundingClientRect();
    const middle = (box: DOMRect) => box.top + box.height / 2;
    await expect(logOut.left).toBeGreaterThan(title.right);
    await expect(Math.abs(middle(title) - middle(logOut))).toBeLessThanOrEqual(2);
  },
};

/** The one confirmation before the selected submissions are deleted; focus starts on Cancel. */
export const BulkDeleteDialog: Story = {
  args: { contacts: manyContacts(5) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all on this page" }));
    await userEvent.click(canvas.getByRole("button", { name: "Delete selected (5)" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete 5 selected submissions?" });
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("button", { name: "Delete selected (5)" })).toHaveFocus();
    await expect(args.onDeleteMany).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Delete selected (5)" }));
  },
};

/** The newest page of a large inbox: only older pages to go to. */
export const PagingFirstPage: Story = {
  args: { contacts: manyContacts(50), total: 3000, unread: 3, paging: { start: 0, onOlder: fn() } },
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole("navigation", { name: "Pages of submissions" }));
    await expect(pager.getByText("Showing 1–50 of 3,000")).toBeVisible();
    await expect(pager.getByRole("button", { name: "Newer submissions" })).toBeDisabled();
    await userEvent.click(pager.getByRole("button", { name: "Older submissions" }));
    await expect(args.paging?.onOlder).toHaveBeenCalled();
  },
};

/** A page in the middle: both directions. */
export const PagingMiddlePage: Story = {
  args: {
    contacts: manyContacts(50, { from: 50 }),
    total: 3000,
    unread: 3,
    paging: { start: 50, onNewer: fn(), onOlder: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Showing 51–100 of 3,000")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Newer submissions" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Older submissions" })).toBeEnabled();
  },
};

/** The oldest page: only newer pages to go to. */
export const PagingLastPage: Story = {
  args: {
    contacts: manyContacts(12, { from: 2950 }),
    total: 2962,
    unread: 3,
    paging: { start: 2950, onNewer: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Showing 2,951–2,962 of 2,962")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Older submissions" })).toBeDisabled();
  },
};

/** The CSV export of every submission, a plain download link. */
export const Export: Story = {
  args: { exportHref: "/api/contacts/export" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Export CSV" });
    await expect(link).toHaveAttribute("href", "/api/contacts/export");
    await expect(link).toHaveAttribute("download");
  },
};

/** A delete that never reached the server, with the way back to the list (the session stays). */
export const DeleteErrorWithBack: Story = {
  args: { error: "Error deleting contact", onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Error deleting contact");
    await userEvent.click(canvas.getByRole("button", { name: "Back to the list" }));
    await expect(args.onBack).toHaveBeenCalled();
    await expect(canvas.getByRole("heading", { name: "Contact Form Submissions" })).toHaveFocus();
  },
};

/** A phone-sized screen. */
export const NarrowScreen: Story = {
  args: { contacts: [longContact, ...sampleContacts] },
  globals: { viewport: { value: "phone" } },
};

/** Every state at once, for visual review. */
const heldProps = (open: boolean) => ({
  total: 2,
  contacts: heldContacts,
  open,
  onOpenChange: fn(),
  onRelease: fn(),
  onDelete: fn(),
});

/** The held list, collapsed under the inbox with its own count. */
export const HeldCollapsed: Story = {
  args: { held: heldProps(false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Held messages (2)" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(canvas.queryByText("Flood Sender 201")).toBeNull();
  },
};

/** The held list open: each message with why it was held, to move to the inbox or delete. */
export const HeldOpen: Story = {
  args: { held: heldProps(true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Held: hidden field filled")).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: "Move to inbox: submission from Autofill Visitor" }),
    );
    await expect(args.held!.onRelease).toHaveBeenCalledWith(heldContacts[1]!.id);
  },
};

/** The held list open while its messages are fetched. */
export const HeldLoading: Story = { args: { held: { ...heldProps(true), loading: true } } };

/** Deleting everything received in one UTC day or hour: the picker, then the confirmation. */
export const DeleteByDay: Story = {
  args: { onDeleteReceived: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Day (UTC)"), "2026-11-22");
    await userEvent.click(canvas.getByRole("button", { name: "Delete everything received..." }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveAccessibleName("Delete everything received on 2026-11-22 (UTC)?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDeleteReceived).toHaveBeenCalledWith({ day: "2026-11-22" });
  },
};

export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <AdminLogin onSubmit={fn()} headingLevel={2} aria-label="Locked" />
      <AdminLogin onSubmit={fn()} headingLevel={2} aria-label="Authenticating" loading />
      <AdminLogin onSubmit={fn()} headingLevel={2} aria-label="Wrong password" error="Invalid password" />
      <WholeInbox {...args} aria-label="Loading" loading contacts={[]} />
      <WholeInbox {...args} aria-label="Empty" contacts={[]} />
      <WholeInbox {...args} aria-label="List" />
      <WholeInbox {...args} aria-label="Delete failed" notice="Failed to delete contact" />
      <WholeInbox {...args} aria-label="Fetch failed" error="Failed to fetch contacts" />
      <WholeInbox {...args} aria-label="Connection error" error="Error connecting to server" />
      <WholeInbox {...args} aria-label="Delete error" error="Error deleting contact" onBack={fn()} />
      <WholeInbox
        {...args}
        aria-label="Notification failed"
        contacts={[notificationFailedContact, ...sampleContacts]}
        unread={2}
        exportHref="/api/contacts/export"
      />
      <WholeInbox
        {...args}
        aria-label="Sent in another language"
        contacts={[germanPageContact, sampleContacts[1]!]}
        unread={1}
      />
      <WholeInbox
        {...args}
        aria-label="Middle page"
        contacts={manyContacts(3, { from: 50 })}
        total={3000}
        unread={3}
        paging={{ start: 50, onNewer: fn(), onOlder: fn() }}
      />
      <WholeInbox {...args} aria-label="Held collapsed" held={heldProps(false)} />
      <WholeInbox
        {...args}
        aria-label="Held open, delete by day"
        contacts={[]}
        held={heldProps(true)}
        onDeleteReceived={fn()}
      />
    </div>
  ),
};
