import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { NoTransitions } from "../../fixtures/decorators";
import { Button } from "../Button";
import { Toaster, ToastItem } from "./Toaster";
import { Viewport } from "./Toaster.styles";
import { dismissToast, toast, type ToastOptions, type ToastRecord } from "./toastStore";

const sent: ToastOptions = {
  title: "Message sent successfully!",
  description: "Thank you for your message. I'll get back to you soon.",
};
const failed: ToastOptions = {
  title: "Error sending message",
  description: "Please try again later or contact me directly.",
  variant: "destructive",
};

/** A page with buttons that raise toasts, and the Toaster. */
function Demo() {
  return (
    <main style={{ display: "flex", gap: 12, padding: 24 }}>
      <Button onClick={() => toast(sent)}>Send Message</Button>
      <Button variant="danger" onClick={() => toast(failed)}>
        Fail to send
      </Button>
      <Toaster />
    </main>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: Toaster,
  render: () => <Demo />,
  // The store is per page: start every story with no toast open.
  beforeEach: () => {
    dismissToast();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("region", { name: "Notifications (F8)" });

/** The confirmation after the contact form is sent; it closes from its Close button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send Message" }));
    const shown = await within(region(canvasElement)).findByRole("listitem");
    await expect(shown).toHaveTextContent(sent.title as string);
    await expect(shown).toHaveTextContent(sent.description as string);
    await expect(shown).toBeVisible();

    await userEvent.click(within(shown).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(within(region(canvasElement)).queryByRole("listitem")).toBeNull());
  },
};

/** The error after a failed send: danger colours, announced assertively. */
export const Destructive: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Fail to send" }));
    const shown = await within(region(canvasElement)).findByRole("listitem");
    await expect(shown).toHaveAttribute("data-variant", "destructive");
    await expect(shown).toHaveTextContent(failed.title as string);
    const announcement = await within(canvasElement.ownerDocument.body).findByRole("status");
    await expect(announcement).toHaveAttribute("aria-live", "assertive");
  },
};

/** A new toast replaces the one on screen. */
export const Replaced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Fail to send" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(within(region(canvasElement)).getAllByRole("listitem")).toHaveLength(1));
    await expect(region(canvasElement)).toHaveTextContent(sent.title as string);
    await expect(region(canvasElement)).not.toHaveTextContent(failed.title as string);
  },
};

/** F8 moves focus to the notifications, so keyboard users can reach a toast. */
export const HotkeyF8: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send Message" }));
    await within(region(canvasElement)).findByRole("listitem");
    await userEvent.keyboard("[F8]");
    await expect(within(region(canvasElement)).getByRole("list")).toHaveFocus();
    await userEvent.tab();
    await expect(within(region(canvasElement)).getByRole("listitem")).toHaveFocus();
  },
};

/** Swiping a toast more than 50 px to the right closes it. */
export const SwipeToClose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send Message" }));
    const shown = await within(region(canvasElement)).findByRole("listitem");
    const box = shown.getBoundingClientRect();
    const start = { x: box.left + 20, y: box.top + box.height / 2 };
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: shown, coords: { clientX: start.x, clientY: start.y } },
      { target: shown, coords: { clientX: start.x + 30, clientY: start.y } },
      { target: shown, coords: { clientX: start.x + 80, clientY: start.y } },
      { keys: "[/MouseLeft]", target: shown, coords: { clientX: start.x + 80, clientY: start.y } },
    ]);
    await waitFor(() => expect(within(region(canvasElement)).queryByRole("listitem")).toBeNull());
  },
};

/** A toast raised before the Toaster loads shows as soon as it mounts. */
export const RaisedBeforeMount: Story = {
  beforeEach: () => {
    toast(failed);
  },
  render: () => <Toaster />,
  play: async ({ canvasElement }) => {
    const shown = await within(region(canvasElement)).findByRole("listitem");
    await expect(shown).toHaveTextContent(failed.title as string);
  },
};

/** Long text wraps inside the toast on a phone. */
export const LongContentNarrowScreen: Story = {
  globals: { viewport: { value: "phone" } },
  render: () => (
    <main style={{ padding: 24 }}>
      <Button
        onClick={() =>
          toast({
            title: "Your message could not be delivered to the inbox right now",
            description:
              "The server did not answer in time. Please try again later or contact me directly at jordan.lee.product.management@example-portfolio.dev.",
            variant: "destructive",
          })
        }
      >
        Send Message
      </Button>
      <Toaster />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send Message" }));
    const shown = await within(region(canvasElement)).findByRole("listitem");
    // Once it has slid in, it fits the screen.
    await waitFor(() =>
      expect(shown.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth),
    );
    await expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);
  },
};

const staticToasts: ToastRecord[] = [
  { id: "sent", ...sent, variant: "default", open: true },
  { id: "failed", ...failed, variant: "destructive", open: true },
  { id: "title-only", title: "Copied to clipboard", variant: "default", open: true },
];

/**
 * Both variants and a title-only toast at once, for visual baselines. The Toaster
 * shows one toast at a time, so this stacks the items, paused so they never close,
 * in a region of their own, with animations off.
 */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <section aria-label="Notifications (F8)">
      <NoTransitions />
      <Viewport tabIndex={-1}>
        {staticToasts.map((t) => (
          <ToastItem key={t.id} toast={t} paused onClose={() => {}} />
        ))}
      </Viewport>
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement)).getAllByRole("listitem")).toHaveLength(3);
  },
};
