import { defaultAnalyticsRange, type AnalyticsRange } from "@pmfolio/core";
import { AdminLogin, AnalyticsDashboard } from "@pmfolio/kit";
import { QueryClientProvider, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { clearAdminToken, setAdminToken, useAdminToken } from "../admin/session";
import {
  AnalyticsFetchError,
  analyticsErrorText,
  analyticsKey,
  fetchAnalyticsSummary,
  loginErrorText,
} from "../analytics/api";
import { queryClient } from "../api/queryClient";
import { publicRoutes } from "../head";
import { useExcludeThisBrowser } from "../tracker/exclude-browser";
import { content } from "../../content";

const linkBuilder = { siteUrl: content.site.url, paths: publicRoutes() };

function Analytics() {
  const client = useQueryClient();
  const token = useAdminToken();
  const [range, setRange] = useState<AnalyticsRange>(defaultAnalyticsRange);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [excludeThisBrowser, setExcludeThisBrowser] = useExcludeThisBrowser();

  // The typed password becomes the tab's credential only once the server accepted it.
  const login = useMutation({
    mutationFn: (password: string) => fetchAnalyticsSummary(range, password),
    onMutate: () => setLoginError(null),
    onSuccess: (summary, password) => {
      client.setQueryData(analyticsKey(range), summary);
      setAdminToken(password);
    },
    onError: (error) => setLoginError(loginErrorText(error)),
  });

  const summary = useQuery({
    queryKey: analyticsKey(range),
    queryFn: async ({ signal }) => {
      try {
        return await fetchAnalyticsSummary(range, token!, signal);
      } catch (error) {
        // A credential this tab kept but the server no longer accepts: lock again.
        if (error instanceof AnalyticsFetchError && error.status === 401) {
          setLoginError("Invalid password");
          clearAdminToken();
        }
        throw error;
      }
    },
    enabled: token !== null,
  });

  const changeRange = (next: AnalyticsRange) => {
    // Data never goes stale by default; a range the owner comes back to is fetched again.
    void client.invalidateQueries({ queryKey: analyticsKey(next), exact: true, refetchType: "none" });
    setRange(next);
  };

  const logout = () => {
    clearAdminToken();
    client.removeQueries({ queryKey: ["/api/analytics"] });
    login.reset();
    setLoginError(null);
  };

  if (token === null) {
    return (
      <AdminLogin
        description="Enter the admin password to see visit statistics."
        onSubmit={(password) => login.mutate(password)}
        loading={login.isPending}
        error={loginError}
      />
    );
  }

  const retrying = summary.isError && summary.isFetching;
  return (
    <AnalyticsDashboard
      range={range}
      onRangeChange={changeRange}
      summary={summary.data ?? null}
      loading={summary.isPending || (retrying && !summary.data)}
      refreshing={summary.isFetching && !summary.isPending}
      error={summary.isError && !summary.isFetching ? analyticsErrorText(summary.error) : null}
      onRetry={() => void summary.refetch()}
      onLogout={logout}
      exportHref={`/api/analytics/export?days=${range}`}
      linkBuilder={linkBuilder}
      excludeThisBrowser={excludeThisBrowser}
      onExcludeThisBrowserChange={setExcludeThisBrowser}
    />
  );
}

/**
 * /analytics: the owner's visit statistics. Behind the same admin password as
 * /admin/contacts (nothing secret ships in the bundle), and kept out of search results.
 */
export default function AnalyticsPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <meta name="robots" content="noindex" />
      <Analytics />
    </QueryClientProvider>
  );
}
