import { afterEach, describe, expect, it, vi } from "vitest";
import {
  act,
  axeViolations,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from "../../test/render";
import { Toaster } from "./Toaster";
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  dismissToast,
  toast,
  useToast,
} from "./toastStore";

// jsdom has no pointer capture; a toast uses it to track swipes.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

const sent = {
  title: "Message sent successfully!",
  description: "Thank you for your message. I'll get back to you soon.",
};
const failed = {
  title: "Error sending message",
  description: "Please try again later or contact me directly.",
  variant: "destructive" as const,
};

function region() {
  return screen.getByRole("region", { name: "Notifications (F8)" });
}

/** Shows `sent` in a Toaster on a fake clock, which the test then moves on. */
function showOnFakeClock() {
  vi.useFakeTimers();
  render(<Toaster />);
  act(() => {
    toast(sent);
  });
}

const passes = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  // The store is per page, so close whatever a test left open.
  act(() => dismissToast());
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("shows a toast with its title, description and a Close button", async () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast(sent);
    });

    const shown = within(region()).getByRole("listitem");
    expect(shown).toHaveTextContent(sent.title);
    expect(shown).toHaveTextContent(sent.description);
    expect(within(shown).getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("announces a default toast politely", async () => {
    render(<Toaster />);
    act(() => {
      toast(sent);
    });
    const announcement = await screen.findByRole("status");
    expect(announcement).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(announcement).toHaveTextContent(sent.title));
  });

  it("shows a destructive toast in danger colours, announced assertively", async () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast(failed);
    });

    const shown = within(region()).getByRole("listitem");
    expect(shown).toHaveAttribute("data-variant", "destructive");
    expect(shown).toHaveTextContent(failed.title);
    const announcement = await screen.findByRole("status");
    expect(announcement).toHaveAttribute("aria-live", "assertive");
    await waitFor(() => expect(announcement).toHaveTextContent(failed.description));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows one toast at a time: a new one replaces the current one", () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster />);
    act(() => {
      toast(failed);
    });
    act(() => {
      toast(sent);
    });

    const shown = within(region()).getAllByRole("listitem");
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent(sent.title);
    expect(region()).not.toHaveTextContent(failed.title);
  });

  it("closes a toast after 5000 ms", () => {
    showOnFakeClock();
    passes(TOAST_DURATION_MS - 1);
    expect(within(region()).getByRole("listitem")).toHaveTextContent(sent.title);
    passes(1);
    expect(within(region()).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("waits while the visitor points at it, and closes 5000 ms of showing later", () => {
    showOnFakeClock();
    passes(2000);
    fireEvent.pointerEnter(within(region()).getByRole("list"));
    passes(60_000);
    expect(within(region()).getByRole("listitem")).toHaveTextContent(sent.title);
    fireEvent.pointerLeave(within(region()).getByRole("list"));
    passes(TOAST_DURATION_MS - 2000 - 1);
    expect(within(region()).getByRole("listitem")).toBeInTheDocument();
    passes(1);
    expect(within(region()).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("waits while the window is in the background", () => {
    showOnFakeClock();
    act(() => {
      window.dispatchEvent(new Event("blur"));
    });
    passes(60_000);
    expect(within(region()).getByRole("listitem")).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    passes(TOAST_DURATION_MS);
    expect(within(region()).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("closes on Escape and keeps focus in the region", async () => {
    const { user } = render(<Toaster />);
    act(() => {
      toast(sent);
    });
    await user.keyboard("[F8]");
    await user.tab();
    expect(document.activeElement).toBe(within(region()).getByRole("listitem"));
    await user.keyboard("[Escape]");
    expect(within(region()).queryByRole("listitem")).not.toBeInTheDocument();
    expect(document.activeElement).toBe(within(region()).getByRole("list"));
  });

  it(`closes on a swipe right of ${TOAST_SWIPE_THRESHOLD} px, and stays after a shorter one`, () => {
    render(<Toaster />);
    act(() => {
      toast(sent);
    });
    const shown = within(region()).getByRole("listitem");
    fireEvent.pointerDown(shown, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(shown, { clientX: 100 + TOAST_SWIPE_THRESHOLD - 1, pointerId: 1 });
    expect(shown.style.transform).toBe(`translateX(${TOAST_SWIPE_THRESHOLD - 1}px)`);
    fireEvent.pointerUp(shown, { clientX: 100 + TOAST_SWIPE_THRESHOLD - 1, pointerId: 1 });
    expect(shown).toBeInTheDocument();
    expect(shown.style.transform).toBe("");

    fireEvent.pointerDown(shown, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(shown, { clientX: 100 + TOAST_SWIPE_THRESHOLD, pointerId: 1 });
    fireEvent.pointerUp(shown, { clientX: 100 + TOAST_SWIPE_THRESHOLD, pointerId: 1 });
    expect(within(region()).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("closes from its Close button", async () => {
    const { user } = render(<Toaster />);
    act(() => {
      toast(sent);
    });
    await user.click(within(region()).getByRole("button", { name: "Close" }));
    expect(within(region()).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("closes from the handle toast() returns", () => {
    render(<Toaster />);
    let handle = { id: "", dismiss: () => {} };
    act(() => {
      handle = toast(sent);
    });
    act(() => handle.dismiss());
    expect(within(region()).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("moves focus to the notification region on F8", async () => {
    const { user } = render(
      <>
        <button type="button">Send Message</button>
        <Toaster />
      </>,
    );
    act(() => {
      toast(sent);
    });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await user.keyboard("[F8]");
    expect(region()).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(within(region()).getByRole("list"));
  });

  it("shows a toast raised before it mounted", () => {
    act(() => {
      toast(failed);
    });
    render(<Toaster />);
    expect(within(region()).getByRole("listitem")).toHaveTextContent(failed.title);
  });
});

describe("toast store", () => {
  it("shows one toast at a time, for 5 s, swiped away past 50 px, removed long after closing", () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, TOAST_REMOVE_DELAY]).toEqual([
      1, 5000, 50, 1_000_000,
    ]);
  });

  it("keeps a dismissed toast, closed, until the remove delay has passed", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let id = "";
    act(() => {
      id = result.current.toast(sent).id;
    });
    expect(result.current.toasts).toEqual([
      { id, title: sent.title, description: sent.description, variant: "default", open: true },
    ]);

    act(() => result.current.dismiss(id));
    expect(result.current.toasts).toEqual([expect.objectContaining({ id, open: false })]);
    passes(TOAST_REMOVE_DELAY - 1);
    expect(result.current.toasts).toHaveLength(1);
    passes(1);
    expect(result.current.toasts).toEqual([]);
  });

  it("gives each toast its own id", () => {
    const { result } = renderHook(() => useToast());
    let ids: string[] = [];
    act(() => {
      ids = [toast(sent).id, toast(sent).id];
    });
    expect(new Set(ids).size).toBe(2);
    expect(result.current.toasts.map((t) => t.id)).toEqual([ids[1]]);
  });
});
