/**
 * Data fetching on the owner's terms: no automatic retries (queries or mutations),
 * no refetch on window focus, no polling, and data that never goes stale. The default
 * query is a GET to the query key's segments joined with "/", sending cookies and
 * parsing JSON; a non-OK answer raises `${status}: ${body || statusText}`.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** What a query does with a 401: raise (the default) or resolve to null. */
export type UnauthorizedBehavior = "returnNull" | "throw";

/** Raises `${status}: ${body text || statusText}` for a non-OK response. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** The default GET query: key segments joined with "/", cookies included, JSON parsed. */
export function getQueryFn<T>({
  on401 = "throw",
}: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** A QueryClient with those defaults (one per app; tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** The site's QueryClient. */
export const queryClient = createQueryClient();
