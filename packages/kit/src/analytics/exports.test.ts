import { describe, expect, it } from "vitest";
import * as analytics from "./index";

describe("@pmfolio/kit analytics exports", () => {
  it("change only on purpose", () => {
    expect(Object.keys(analytics).sort()).toEqual([
      "AnalyticsDashboard",
      "AnalyticsTabs",
      "RangeSelector",
      "VisitsChart",
      "analyticsTabs",
      "describeVisits",
    ]);
  });
});
