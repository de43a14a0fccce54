import { describe, expect, it } from "vitest";
import { createQueryClient } from "./queryClient";

describe("query client defaults", () => {
  it("never retries, never refetches on focus, never polls, never goes stale", () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it("has no default query: a query without its own fetch fetches nothing", () => {
    expect(createQueryClient().getDefaultOptions().queries).not.toHaveProperty("queryFn");
  });
});
