import { describe, expect, it, vi } from "vitest";
import type { ApplicationSummary } from "@pmfolio/core";
import { axeViolations, render, screen, waitFor, within } from "../../../test/render";
import { linkProjects, linkRoles } from "../fixtures/linkSettings";
import {
  everySignal,
  oneApplication,
  oneTimeline,
  pipelineApplications,
  sampleApplications,
  sampleTimeline,
  timelineWithBot,
} from "../fixtures/applications";
import { fixtureNow } from "../fixtures/summary";
import { ApplicationsPanel, type ApplicationsPanelProps } from "./ApplicationsPanel";
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
    // The heading shows with the timeline; focus moves to it once the timeline has rendered.
    const heading = await screen.findByRole("heading", { name: "Acme Corp.: timeline" });
    await waitFor(() => expect(heading).toHaveFocus());
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

/** The companies of the table's rows, top to bottom. */
const companies = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent?.split("?ref=")[0]);

describe("ApplicationsPanel's pipeline", () => {
  /** The pipeline's applications, with status menus that store at once unless the test says otherwise. */
  const pipeline = (props: Partial<ApplicationsPanelProps> = {}) => (
    <ApplicationsPanel
      applications={pipelineApplications()}
      timeZone="America/Los_Angeles"
      now={fixtureNow}
      onStatusChange={() => Promise.resolve()}
      {...props}
    />
  );

  it("shows each application's status in a labelled menu, and since when in the owner's zone", async () => {
    const { container } = render(pipeline());
    const acme = screen.getByRole("combobox", { name: "Status of Acme Corp." });
    expect(acme).toHaveValue("interviewing");
    expect(screen.getByRole("combobox", { name: "Status of Hooli" })).toHaveValue("withdrawn");
    const changedAt = pipelineApplications()[0]!.statusChangedAt!;
    const since = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "America/Los_Angeles",
    }).format(new Date(changedAt));
    expect(screen.getByRole("row", { name: /Acme Corp\./ })).toHaveTextContent(`since ${since}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows statuses as text when the host stores none", () => {
    render(pipeline({ onStatusChange: undefined }));
    expect(screen.queryByRole("combobox", { name: /Status of/ })).toBeNull();
    expect(screen.getByRole("row", { name: /Globex/ })).toHaveTextContent("Offer");
  });

  it("sorts by recent activity, creation, company and status, saying so in the caption", async () => {
    const { user } = render(pipeline());
    expect(screen.getByRole("table")).toHaveAccessibleName("Applications, most recently seen first");
    expect(companies()).toEqual(["Acme Corp.", "Hooli", "Umbrella Health", "Globex", "Initech"]);
    const sortBy = screen.getByRole("combobox", { name: "Sort by" });
    await user.selectOptions(sortBy, "Company");
    expect(companies()).toEqual(["Acme Corp.", "Globex", "Hooli", "Initech", "Umbrella Health"]);
    expect(screen.getByRole("table")).toHaveAccessibleName("Applications, sorted by Company");
    await user.selectOptions(sortBy, "Newest created");
    expect(companies()).toEqual(["Hooli", "Umbrella Health", "Initech", "Globex", "Acme Corp."]);
    await user.selectOptions(sortBy, "Status");
    // applied, interviewing, offer, rejected, withdrawn
    expect(companies()).toEqual(["Initech", "Acme Corp.", "Globex", "Umbrella Health", "Hooli"]);
  });

  it("filters by status, and says when no application has it", async () => {
    const { user } = render(
      <ApplicationsPanel applications={pipelineApplications().slice(0, 3)} now={fixtureNow} />,
    );
    const status = screen.getByRole("combobox", { name: "Status" });
    await user.selectOptions(status, "Offer");
    expect(companies()).toEqual(["Globex"]);
    await user.selectOptions(status, "Rejected");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No application has the status Rejected.")).toBeInTheDocument();
    await user.selectOptions(status, "All statuses");
    expect(companies()).toHaveLength(3);
  });

  it("keeps the Other row last, and leaves it out of a filtered list", async () => {
    const { user } = render(<ApplicationsPanel applications={sampleApplications(60)} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Company");
    expect(companies().at(-1)).toBe("Other tags");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Applied");
    expect(companies()).not.toContain("Other tags");
    expect(companies()).toHaveLength(49);
  });

  it("changes a status by keyboard at once, and keeps it when stored", async () => {
    let store: () => void = () => undefined;
    const onStatusChange = vi.fn(() => new Promise<void>((resolve) => (store = resolve)));
    const { user } = render(pipeline({ onStatusChange }));
    const initech = screen.getByRole("combobox", { name: "Status of Initech" });
    initech.focus();
    await user.selectOptions(initech, "Interviewing");
    expect(onStatusChange).toHaveBeenCalledWith(pipelineApplications()[2]!.ref, "interviewing");
    expect(initech).toHaveValue("interviewing");
    expect(initech).toHaveFocus();
    store();
    await Promise.resolve();
    expect(screen.getByRole("combobox", { name: "Status of Initech" })).toHaveValue("interviewing");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts the old status back, with the reason, when storing it fails", async () => {
    const onStatusChange = vi.fn().mockRejectedValue(new Error("Failed to change the status"));
    const { user } = render(pipeline({ onStatusChange }));
    const globex = screen.getByRole("combobox", { name: "Status of Globex" });
    await user.selectOptions(globex, "Rejected");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The status could not be changed, so it is back to what it was: Failed to change the status",
    );
    expect(globex).toHaveValue("offer");
  });

  it("marks an application nobody opened a week after it was created, with how long ago", () => {
    render(pipeline());
    const initech = screen.getByRole("row", { name: /Initech/ });
    expect(initech).toHaveTextContent("Not opened yetcreated 16 days ago");
    expect(initech.querySelector('[data-state="not-opened"]')).not.toBeNull();
    // A day later than its creation, it is only not opened.
    const fresh = {
      ...pipelineApplications()[2]!,
      created: new Date(fixtureNow.getTime() - 86_400_000).toISOString(),
    };
    render(<ApplicationsPanel applications={[fresh]} now={fixtureNow} />);
    expect(document.querySelectorAll('[data-state="not-opened"]')).toHaveLength(1);
  });

  it("marks only what the range can tell: an application created before it may have been opened earlier", () => {
    const initech = pipelineApplications()[2]!;
    const { unmount } = render(
      <ApplicationsPanel applications={[initech]} now={fixtureNow} rangeFrom="2026-11-16" />,
    );
    expect(screen.getByRole("row", { name: /Initech/ })).not.toHaveTextContent("created 16 days ago");
    unmount();
    render(<ApplicationsPanel applications={[initech]} now={fixtureNow} rangeFrom="2026-10-24" />);
    expect(screen.getByRole("row", { name: /Initech/ })).toHaveTextContent(
      "Not opened yetcreated 16 days ago",
    );
  });
});

describe("ApplicationTimeline's signals", () => {
  it("lists every signal newest first, each with its name, page and time in the owner's zone", async () => {
    const { container } = render(
      <ApplicationTimeline timeline={oneTimeline()} events={everySignal()} timeZone="UTC" />,
    );
    const signals = screen.getByRole("list", { name: "Signals" });
    const items = [...signals.querySelectorAll(":scope > li")];
    expect(items.map((item) => item.textContent?.split(",")[0])).toEqual([
      "Sent a message /",
      "Clicked the booking link /",
      "Opened a private case study shared with them /projects/payments-risk",
      "Opened a link in the résumé /projects/interview-coach",
      "Downloaded the résumé",
      "Forwarded: another browser or country",
      "Came back on a later day /",
      "Read a project to the end /projects/magic-leap",
      "Opened the link /",
    ]);
    const opened = everySignal()[0]!.at;
    expect(items.at(-1)!.querySelector("time")).toHaveAttribute("dateTime", opened);
    expect(items.at(-1)).toHaveTextContent(
      new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(
        new Date(opened),
      ),
    );
    // The icons are decoration: each signal is told in words.
    expect(signals.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(9);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when there is no signal yet, and lists none without the summary's events", () => {
    const { unmount } = render(<ApplicationTimeline timeline={oneTimeline()} events={[]} />);
    expect(screen.getByText("No signals yet.")).toBeInTheDocument();
    unmount();
    render(<ApplicationTimeline timeline={oneTimeline()} />);
    expect(screen.queryByRole("heading", { name: "Signals" })).toBeNull();
  });

  it("labels a bot's visit in words, never as an open", async () => {
    const { container } = render(
      <ApplicationTimeline timeline={timelineWithBot()} events={[]} timeZone="UTC" />,
    );
    const bot = container.querySelector('[data-state="bot"]')!;
    expect(bot).toHaveTextContent("Bot: LinkedInBot");
    expect(bot).toHaveTextContent(
      "A bot, link previewer or applicant tracking system: never counted as an open.",
    );
    expect(container.querySelectorAll('[data-state="visit"]')).toHaveLength(oneTimeline().visits.length);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the summary's signals in the panel's timeline", async () => {
    const { user } = render(
      <ApplicationsPanel
        applications={pipelineApplications()}
        loadTimeline={() => Promise.resolve(oneTimeline())}
        now={fixtureNow}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Timeline of Acme Corp." }));
    await screen.findByRole("heading", { name: "Acme Corp.: timeline" });
    expect(screen.getByRole("list", { name: "Signals" }).querySelectorAll(":scope > li")).toHaveLength(9);
  });

  it("marks a visit through the link after it closed, in words", async () => {
    const timeline = oneTimeline();
    const closed = {
      ...timeline,
      visits: timeline.visits.map((visit, at) =>
        at === 0 ? { ...visit, linkClosed: true as const } : visit,
      ),
    };
    const { container } = render(<ApplicationTimeline timeline={closed} timeZone="UTC" />);
    const marked = container.querySelector('[data-state="link-closed"]')!;
    expect(marked).toHaveTextContent("After the link closed");
    expect(marked).toHaveTextContent("this visitor saw the public site, and you were not told");
    expect(container.querySelectorAll('[data-state="link-closed"]')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("ApplicationsPanel's link settings", () => {
  const withLink = (link: ApplicationSummary["link"]) => oneApplication().map((row) => ({ ...row, link }));

  it("says beside the status whether the link is paused, expired, or when it expires", () => {
    const panel = (applications: ApplicationSummary[]) => (
      <ApplicationsPanel applications={applications} now={fixtureNow} timeZone="UTC" />
    );
    const { rerender } = render(panel(oneApplication()));
    const row = () => screen.getByRole("row", { name: /Acme Corp\./ });
    expect(row()).not.toHaveTextContent(/Paused|Expire/);
    const shown: [ApplicationSummary["link"], string][] = [
      [{ paused: true }, "Paused"],
      [{ expiresAt: "2026-11-01T23:59:59.999Z" }, "Expired"],
      [{ expiresAt: "2026-12-31T23:59:59.999Z" }, "Expires on Dec 31, 2026"],
    ];
    for (const [link, text] of shown) {
      rerender(panel(withLink(link)));
      expect(row()).toHaveTextContent(text);
    }
  });

  it("gives each application a Link settings button that saves through the host with its tag", async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { user } = render(
      <ApplicationsPanel
        applications={withLink({ greeting: "Hi" })}
        linkSettings={{ projects: linkProjects, roles: linkRoles, onSave }}
        timeZone="UTC"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Link settings of Acme Corp." }));
    const dialog = screen.getByRole("dialog", { name: "Acme Corp.: what the link shows" });
    expect(within(dialog).getByRole("textbox", { name: "Greeting" })).toHaveValue("Hi");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith("acme-corp", expect.objectContaining({ greeting: "Hi" }));
  });
});
