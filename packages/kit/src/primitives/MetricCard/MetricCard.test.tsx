import { describe, expect, it } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { MetricCard, MetricGrid } from "./MetricCard";

describe("MetricGrid", () => {
  it("pairs each label with its value and description", async () => {
    const { container } = render(
      <MetricGrid
        metrics={[
          { value: "95%+", label: "Speech accuracy" },
          { value: "<2s", label: "Feedback latency", description: "From end of answer to first insight" },
        ]}
      />,
    );
    const terms = screen.getAllByRole("term");
    expect(terms.map((t) => t.textContent)).toEqual(["Speech accuracy", "Feedback latency"]);
    const definitions = screen.getAllByRole("definition");
    expect(definitions.map((d) => d.textContent)).toEqual([
      "95%+",
      "<2s",
      "From end of answer to first insight",
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("renders nothing for no metrics", () => {
    const { container } = render(<MetricGrid metrics={[]} />);
    expect(container.querySelector("dl")).toBeNull();
  });

  it("takes cards as children, with an icon", async () => {
    const { container } = render(
      <MetricGrid>
        <MetricCard value="NPS 70+" label="Satisfaction target" icon="trending-up" />
      </MetricGrid>,
    );
    expect(screen.getByRole("definition")).toHaveTextContent("NPS 70+");
    expect(await axeViolations(container)).toEqual([]);
  });
});
