import { applicationTag, defaultAnalyticsRange, OWNER_PATHS, type AnalyticsRange } from "@pmfolio/core";
import { AnalyticsDashboard } from "@pmfolio/kit/owner";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  analyticsKey,
  createApplication,
  fetchAnalyticsSummary,
  fetchApplicationTimeline,
  saveApplicationLink,
  setApplicationStatus,
} from "../api/analytics";
import { isApiError } from "../api/client";
import { failureText } from "./failureText";
import { linkSettingsContent } from "./linkSettingsContent";
import { ownerLabels } from "./ownerLabels";
import { OwnerShell, type OwnerSessionProps } from "./OwnerShell";
import { publicRoutes, siteRoutes } from "../siteRoutes";
import { useExcludeThisBrowser } from "../tracker/exclude-browser";
import { content } from "../content";

const linkBuilder = { siteUrl: content.site.url, paths: publicRoutes() };
const linkChoices = linkSettingsContent(content);

/**
 * The titles of the pages a reader chooses to read, posts and case studies, by path as page
 * views store them (no trailing slash): the dashboard names them by title.
 */
const pageTitles = Object.fromEntries(
  siteRoutes.flatMap(({ path, page }) => {
    const title =
      page.kind === "post" ? page.post.title : page.kind === "project" ? page.project.title : undefined;
    return title ? [[path.replace(/\/+$/, "") || "/", title]] : [];
  }),
);

/**
 * The application the address asks for, `?tab=applications&ref=<tag>` (the link in an
 * opened-application notice): its tag, or undefined. Read once, after the session opens.
 */
function linkedApplication(): string | undefined {
  if (typeof window === "undefined") return undefined;
  const query = new URL(window.location.href).searchParams;
  const ref = query.get("ref");
  return query.get("tab") === "applications" && ref && applicationTag(ref) === ref ? ref : undefined;
}

function Analytics({ session }: { session: OwnerSessionProps }) {
  const client = useQueryClient();
  const [linked] = useState(linkedApplication);
  const [range, setRange] = useState<AnalyticsRange>(defaultAnalyticsRange);
  const [excludeThisBrowser, setExcludeThisBrowser] = useExcludeThisBrowser();

  const summary = useQuery({
    queryKey: analyticsKey(range),
    queryFn: ({ signal }) => fetchAnalyticsSummary(range, signal),
  });

  const changeRange = (next: AnalyticsRange) => {
    // Data never goes stale by default; a range the owner comes back to is fetched again.
    void client.invalidateQueries({ queryKey: analyticsKey(next), exact: true, refetchType: "none" });
    setRange(next);
  };

  const retrying = summary.isError && summary.isFetching;
  return (
    <AnalyticsDashboard
      range={range}
      onRangeChange={changeRange}
      summary={summary.data ?? null}
      loading={summary.isPending || (retrying && !summary.data)}
      refreshing={summary.isFetching && !summary.isPending}
      error={summary.isError && !summary.isFetching ? failureText(summary.error, "fetchAnalytics") : null}
      onRetry={() => void summary.refetch()}
      {...session}
      defaultTab={linked ? "applications" : undefined}
      exportHref={`/api/analytics/export?days=${range}`}
      linkBuilder={linkBuilder}
      pageTitles={pageTitles}
      applications={{
        loadTimeline: (ref) =>
          fetchApplicationTimeline(range, ref).catch((error: unknown) => {
            throw new Error(failureText(error, "fetchTimeline"));
          }),
        open: linked,
        createApplication: async (company) => {
          const created = await createApplication(company).catch((error: unknown) => {
            throw new Error(failureText(error, "createApplication"));
          });
          // The new application is listed (with zero visits) in every range.
          void client.invalidateQueries({ queryKey: ["/api/analytics"] });
          return created;
        },
        changeStatus: async (ref, status) => {
          await setApplicationStatus(ref, status).catch((error: unknown) => {
            throw new Error(failureText(error, "setApplicationStatus"));
          });
          // Every range lists the application with its status.
          void client.invalidateQueries({ queryKey: ["/api/analytics"] });
        },
        linkSettings: {
          ...linkChoices,
          onSave: async (ref, change) => {
            await saveApplicationLink(ref, change).catch((error: unknown) => {
              // The fields the server refused go with the words, to show beside each field.
              throw Object.assign(new Error(failureText(error, "saveApplicationLink")), {
                fields: isApiError(error, 400) ? error.fields : undefined,
              });
            });
            // Every range lists the application with what its link shows.
            void client.invalidateQueries({ queryKey: ["/api/analytics"] });
          },
        },
      }}
      excludeThisBrowser={excludeThisBrowser}
      onExcludeThisBrowserChange={setExcludeThisBrowser}
    />
  );
}

/**
 * /analytics: the owner's visit statistics. Behind the same owner session as
 * /admin/contacts (nothing secret ships in the bundle), and kept out of search results.
 */
export default function AnalyticsPage() {
  return (
    <OwnerShell returnTo={OWNER_PATHS.analytics} description={ownerLabels.ownerApp.analyticsLogin}>
      {(session) => <Analytics session={session} />}
    </OwnerShell>
  );
}
