/**
 * Data fetching on the owner's terms: no automatic retries (queries or mutations),
 * no refetch on window focus, no polling, and data that never goes stale. There is no
 * default query: each query names its fetch from the one API client (packages/site/src/api), so
 * a key alone never fetches anything.
 */
import { QueryClient } from "@tanstack/react-query";

/** A QueryClient with those defaults (one per app; tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
