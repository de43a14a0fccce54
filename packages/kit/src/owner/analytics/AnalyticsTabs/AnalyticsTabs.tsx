import type { AnalyticsSummary } from "@pmfolio/core";
import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from "react";
import { LabelsProvider, useLabels, useLocale } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import type { ApplicationsPanelProps } from "../Applications";
import type { CampaignLinkBuilderProps } from "../CampaignLinkBuilder";
import { AnalyticsTabsApplications } from "./AnalyticsTabs.Applications";
import { AnalyticsTabsCampaigns } from "./AnalyticsTabs.Campaigns";
import { AnalyticsTabsContext } from "./AnalyticsTabs.context";
import { AnalyticsTabsEntries } from "./AnalyticsTabs.Entries";
import { AnalyticsTabsGoals } from "./AnalyticsTabs.Goals";
import { analyticsTabOrder, type AnalyticsTab } from "./AnalyticsTabs.order";
import { AnalyticsTabsPages } from "./AnalyticsTabs.Pages";
import { AnalyticsTabsRecent } from "./AnalyticsTabs.Recent";
import { AnalyticsTabsShares } from "./AnalyticsTabs.Shares";
import { revealSelectedTab } from "./AnalyticsTabs.revealSelected";
import { List, Panel, Root, TabStrip, Trigger } from "./AnalyticsTabs.styles";

export type { AnalyticsTab } from "./AnalyticsTabs.order";

export interface AnalyticsTabsProps extends Omit<
  ComponentPropsWithoutRef<"div">,
  "defaultValue" | "dir" | "onChange"
> {
  /** The figures to break down. */
  summary: AnalyticsSummary;
  /** The open tab, when the host controls it. */
  value?: AnalyticsTab;
  /**
   * The tab open at first, when the host does not control it.
   * @defaultValue "pages"
   */
  defaultValue?: AnalyticsTab;
  /** Called when the owner opens another tab. */
  onValueChange?: (tab: AnalyticsTab) => void;
  /**
   * The IANA time zone recent visits are shown in.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
  /**
   * The locale of the breakdowns' dates, numbers and country names.
   * @defaultValue the provider's `locale` ("en-US")
   */
  locale?: string;
  /** The site's address and pages: shows the tagged-link builder in the Campaigns tab. */
  linkBuilder?: { siteUrl: string; paths: readonly string[] };
  /**
   * What the host does for applications: load one's timeline (the rows get a timeline
   * button), create one from a company name (the link builder offers it), store one's
   * status (the rows get a status menu) and what its link shows (the rows get link settings).
   */
  applications?: {
    loadTimeline?: ApplicationsPanelProps["loadTimeline"];
    createApplication?: CampaignLinkBuilderProps["onCreateApplication"];
    /** The tag of the application whose timeline opens at first (see `ApplicationsPanel`'s `defaultOpen`). */
    open?: string;
    /** Stores an application's new status (see `ApplicationsPanel`'s `onStatusChange`). */
    changeStatus?: ApplicationsPanelProps["onStatusChange"];
    /** The site's projects and roles, and how to save a link's settings (see `ApplicationsPanel`'s `linkSettings`). */
    linkSettings?: ApplicationsPanelProps["linkSettings"];
  };
}

/** Each tab's part (`AnalyticsTabs.<Part>.tsx`); the strip's order is `analyticsTabOrder`. */
const parts: Record<AnalyticsTab, ReactNode> = {
  pages: <AnalyticsTabsPages />,
  entries: <AnalyticsTabsEntries />,
  sources: <AnalyticsTabsShares tab="sources" />,
  campaigns: <AnalyticsTabsCampaigns />,
  applications: <AnalyticsTabsApplications />,
  countries: <AnalyticsTabsShares tab="countries" />,
  goals: <AnalyticsTabsGoals />,
  devices: <AnalyticsTabsShares tab="devices" />,
  browsers: <AnalyticsTabsShares tab="browsers" />,
  recent: <AnalyticsTabsRecent />,
};

/**
 * The breakdowns, one tab each (arrow keys move between tabs): pages with total and
 * unique visits; traffic sources, largest first, with their share; devices; browsers
 * and operating systems; and the latest visits.
 */
export const AnalyticsTabs = forwardRef<HTMLDivElement, AnalyticsTabsProps>(function AnalyticsTabs(
  {
    summary,
    value,
    defaultValue = "pages",
    onValueChange,
    timeZone,
    locale: localeOverride,
    linkBuilder,
    applications,
    ...rest
  },
  ref,
) {
  const labels = useLabels("analyticsTabs", analyticsLabels.analyticsTabs);
  const contextLocale = useLocale();
  const locale = localeOverride ?? contextLocale;
  const listRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<AnalyticsTab>(defaultValue);
  const selected = value ?? chosen;
  useEffect(() => revealSelectedTab(listRef.current), [selected]);

  return (
    // The breakdowns' parts (the link builder) format in the breakdowns' locale.
    <LabelsProvider locale={locale}>
      <AnalyticsTabsContext.Provider value={{ summary, locale, timeZone, linkBuilder, applications }}>
        <Root
          ref={ref}
          value={value}
          defaultValue={value ? undefined : defaultValue}
          onValueChange={(tab) => {
            setChosen(tab as AnalyticsTab);
            onValueChange?.(tab as AnalyticsTab);
          }}
          activationMode="automatic"
          {...rest}
        >
          <TabStrip>
            <List ref={listRef} aria-label={labels.list}>
              {analyticsTabOrder.map((tab) => (
                <Trigger key={tab} value={tab}>
                  {labels.tabs[tab]}
                </Trigger>
              ))}
            </List>
          </TabStrip>
          {analyticsTabOrder.map((tab) => (
            // Browsers and operating systems sit side by side where there is room.
            <Panel key={tab} value={tab} data-columns={tab === "browsers" ? "2" : undefined}>
              {parts[tab]}
            </Panel>
          ))}
        </Root>
      </AnalyticsTabsContext.Provider>
    </LabelsProvider>
  );
});
