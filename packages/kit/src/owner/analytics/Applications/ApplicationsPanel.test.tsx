import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen } from "../../../test/render";
import { oneApplication, sampleApplications, sampleTimeline } from "../fixtures/applications";
import { ApplicationsPanel } from "./ApplicationsPanel";
import { ApplicationTimeline } from "./ApplicationTimeline";
import { formatDuration } from "./duration";

describe("ApplicationsPanel", () => {
  it("says how to start when there is no application", () => {
    render(<ApplicationsPanel applications={[]} />);
    expect(screen.getByText(/No application in this range/)).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows one application: when first opened, visits, pages read with time and depth, goals", async () => {
    const { container } = render(<ApplicationsPanel applications={oneApplication()} timeZone="UTC" />);
    const row = screen.getByRole("row", { name: /Acme Corp\./ });
    expect(row).toHaveTextContent("?ref=acme-corp");
    expect(row).toHaveTextContent("/projects/magic-leap read 2 min, 30 sec, 92% deep");
    expect(row).toHaveTextContent("Downloaded the résumé");
    // Without a loader there is no timeline button.
    expect(screen.queryByRole("button")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists at most 50, the rest as Other, and a created application as not opened yet", () => {
    render(<ApplicationsPanel applications={sampleApplications(60)} />);
    expect(screen.getAllByRole("row")).toHaveLength(51);
    expect(screen.getByRole("rowheader", { name: "Other tags" })).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /Globex/ })).toHaveTextContent("Not opened yet");
  });

  it("opens one application's timeline, focuses it, and announces a failure", async () => {
    const loadTimeline = vi
      .fn()
      .mockResolvedValueOnce(sampleTimeline(3))
      .mockRejectedValueOnce(new Error("Boom"));
    const { user } = render(
      <ApplicationsPanel applications={oneApplication()} loadTimeline={loadTimeline} timeZone="UTC" />,
    );
    const button = screen.getByRole("button", { name: "Timeline of Acme Corp." });
    await user.click(button);
    const heading = await screen.findByRole("heading", { name: "Acme Corp.: timeline" });
    expect(heading).toHaveFocus();
    expect(loadTimeline).toHaveBeenCalledWith("acme-corp");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("The timeline could not be loaded: Boom");
  });
});

describe("ApplicationsPanel in the owner's time zone", () => {
  const seen = {
    ...oneApplication()[0]!,
    firstSeen: "2026-11-22T15:30:00.000Z",
    lastSeen: "2026-11-23T07:45:00.000Z",
  };

  it("shows first opened and last seen in the zone it is given, the day included", () => {
    const { unmount } = render(<ApplicationsPanel applications={[seen]} timeZone="America/Los_Angeles" />);
    let row = screen.getByRole("row", { name: /Acme Corp\./ });
    expect(row).toHaveTextContent("Nov 22, 2026, 7:30 AM");
    expect(row).toHaveTextContent("Nov 22, 2026, 11:45 PM");
    unmount();

    render(<ApplicationsPanel applications={[seen]} timeZone="Asia/Tokyo" />);
    row = screen.getByRole("row", { name: /Acme Corp\./ });
    expect(row).toHaveTextContent("Nov 23, 2026, 12:30 AM");
    expect(row).toHaveTextContent("Nov 23, 2026, 4:45 PM");
  });

  it("names the days a timeline could not read in time, before its visits", async () => {
    const timeline = { ...sampleTimeline(1), incompleteDays: ["2026-11-19", "2026-11-20"] };
    const { container } = render(<ApplicationTimeline timeline={timeline} timeZone="UTC" />);
    expect(screen.getByRole("note")).toHaveTextContent(
      "Incomplete: Nov 19 and Nov 20 could not be read in time, so their visits are missing here. Look again later.",
    );
    expect(screen.getAllByRole("listitem").length).toBeGreaterThan(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says nothing of incomplete days when every day was read", () => {
    render(<ApplicationTimeline timeline={sampleTimeline(1)} timeZone="UTC" />);
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("shows a timeline's visits in the zone it is given", () => {
    const timeline = sampleTimeline(1);
    const start = timeline.visits[0]!.start;
    render(<ApplicationTimeline timeline={timeline} timeZone="America/Los_Angeles" />);
    const expected = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "America/Los_Angeles",
    }).format(new Date(start));
    const utc = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(new Date(start));
    expect(expected).not.toBe(utc);
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent(expected);
  });
});

describe("ApplicationsPanel opened from a link", () => {
  it("opens the timeline of the application the link names, once", async () => {
    const loadTimeline = vi.fn().mockResolvedValue(sampleTimeline(2));
    render(
      <ApplicationsPanel
        applications={oneApplication()}
        loadTimeline={loadTimeline}
        timeZone="UTC"
        defaultOpen="acme-corp"
      />,
    );
    expect(await screen.findByRole("heading", { name: "Acme Corp.: timeline" })).toHaveFocus();
    expect(loadTimeline).toHaveBeenCalledTimes(1);
    expect(loadTimeline).toHaveBeenCalledWith("acme-corp");
  });

  it("opens nothing for a tag that is not listed", () => {
    const loadTimeline = vi.fn().mockResolvedValue(sampleTimeline(2));
    render(
      <ApplicationsPanel applications={oneApplication()} loadTimeline={loadTimeline} defaultOpen="initech" />,
    );
    expect(loadTimeline).not.toHaveBeenCalled();
  });

  it("says when the owner could not be told that the link was opened", async () => {
    const { container } = render(
      <ApplicationsPanel
        applications={[{ ...oneApplication()[0]!, notificationFailed: true }]}
        timeZone="UTC"
      />,
    );
    const row = screen.getByRole("row", { name: /Acme Corp\./ });
    expect(row).toHaveTextContent("Notification failed");
    expect(row).toHaveTextContent(
      "You were not told when this link was opened: every attempt to send the notice failed.",
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("ApplicationTimeline", () => {
  it("tells each visit newest first: when, how long, pages with time and depth, goals", () => {
    render(<ApplicationTimeline timeline={sampleTimeline(2)} timeZone="UTC" />);
    const visits = screen.getAllByRole("listitem").filter((item) => item.querySelector("time"));
    expect(visits).toHaveLength(2);
    expect(visits[1]).toHaveTextContent("Downloaded the résumé");
    expect(visits[0]).toHaveTextContent("/projects/interview-coach read 2 min, 40 sec, 92% deep");
  });

  it("says so when the application was not opened, or older visits are left out", () => {
    render(<ApplicationTimeline timeline={{ ref: "acme", visits: [], truncated: true }} />);
    expect(screen.getByText("Not opened in this range.")).toBeInTheDocument();
    expect(screen.getByText("Older visits are left out.")).toBeInTheDocument();
  });

  it("formats durations in the viewer's language", () => {
    expect(formatDuration(45, "en-US")).toBe("45 sec");
    expect(formatDuration(3900, "en-US")).toBe("1 hr, 5 min");
  });
});
