import { describe, expect, it } from "vitest";
import { germanLabels } from "../../../fixtures/germanLabels";
import { axeViolations, render, screen, within } from "../../../test/render";
import { PortfolioProvider } from "../../../theme/PortfolioProvider";
import { oneTimeline, timelineWithBlocks } from "../fixtures/applications";
import { ApplicationTimeline } from "./ApplicationTimeline";

const blockTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("ApplicationTimeline's reading per block", () => {
  it("lists, under a project page, its blocks in order with their seconds, and those never reached", async () => {
    const { container } = render(<ApplicationTimeline timeline={timelineWithBlocks()} timeZone="UTC" />);
    const [list, ...others] = screen.getAllByRole("list", { name: "Blocks read" });
    expect(others).toEqual([]);
    expect(list!.closest("li")).toHaveTextContent(
      /^\/projects\/interview-coach read 2 min, 40 sec, 92% deep/,
    );
    // The dash is for the eye; a screen reader hears "not reached".
    expect(blockTexts(list!)).toEqual([
      "Overview 9 sec",
      "Problem Statement 12 sec",
      "Key Features 40 sec",
      "Overview 2 0 sec",
      "Key Metrics —not reached",
    ]);
    expect(within(list!).getByText("—")).toHaveAttribute("aria-hidden", "true");
    expect(
      within(list!)
        .getAllByRole("listitem")
        .map((item) => item.dataset.state),
    ).toEqual(["reached", "reached", "reached", "reached", "not-reached"]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows nothing more for a page view without blocks", () => {
    render(<ApplicationTimeline timeline={oneTimeline()} timeZone="UTC" />);
    expect(screen.queryByRole("list", { name: "Blocks read" })).toBeNull();
  });

  it("names the blocks with the site's words, in the owner's language", () => {
    render(
      <PortfolioProvider labels={germanLabels} locale="de-DE" globalStyles={false}>
        <ApplicationTimeline timeline={timelineWithBlocks()} timeZone="UTC" />
      </PortfolioProvider>,
    );
    const list = screen.getByRole("list", { name: "Gelesene Abschnitte" });
    expect(blockTexts(list)[1]).toBe(`${germanLabels.project.blocks.problem} 12 Sek.`);
    expect(blockTexts(list)[4]).toBe(`${germanLabels.project.blocks.metrics} —nicht erreicht`);
  });
});
