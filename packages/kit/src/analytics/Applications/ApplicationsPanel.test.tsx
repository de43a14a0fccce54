import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
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
