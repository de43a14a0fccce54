import { describe, expect, it } from "vitest";
import { render, screen } from "../../test/render";
import { oneTimeline } from "./fixtures/applications";
import { ApplicationTimeline } from "./Applications/ApplicationTimeline";
import { PageTitlesProvider } from "./PageName";

describe("a page in the owner's analytics", () => {
  it("is named by its title with its path beside it where the site gives one, else by its path", () => {
    const timeline = oneTimeline();
    const [first] = timeline.visits.flatMap((visit) => visit.pages.map((page) => page.page));
    render(
      <PageTitlesProvider titles={{ [first!]: "How I write a PRD" }}>
        <ApplicationTimeline timeline={timeline} timeZone="UTC" />
      </PageTitlesProvider>,
    );
    const path = screen.getAllByText(first!, { selector: "code" })[0]!;
    expect(path.parentElement).toHaveTextContent(`How I write a PRD ${first}`);
  });
});
