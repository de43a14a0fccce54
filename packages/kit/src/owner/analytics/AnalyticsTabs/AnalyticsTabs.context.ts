import type { AnalyticsSummary } from "@pmfolio/core";
import { createContext, useContext } from "react";
import { useLabels } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import type { AnalyticsTabsProps } from "./AnalyticsTabs";

/** What `AnalyticsTabs` shares with its tabs' parts. */
export interface AnalyticsTabsContextValue {
  summary: AnalyticsSummary;
  /** The breakdowns' locale: the prop's, else the provider's. */
  locale: string;
  timeZone: string | undefined;
  linkBuilder: AnalyticsTabsProps["linkBuilder"];
  applications: AnalyticsTabsProps["applications"];
}

export const AnalyticsTabsContext = createContext<AnalyticsTabsContextValue | null>(null);

/** The figures a tab's part shows, with the tabs' words. */
export function useAnalyticsTab() {
  const context = useContext(AnalyticsTabsContext);
  if (!context) throw new Error("An AnalyticsTabs part must be rendered inside AnalyticsTabs");
  const labels = useLabels("analyticsTabs", analyticsLabels.analyticsTabs);
  return { ...context, labels };
}
