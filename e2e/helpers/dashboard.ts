import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminHeaders } from "./inbox";

/** The owner's analytics summary of the last `days` days, as `GET /api/analytics` answers it (200 expected). */
export async function ownerSummary<Summary>(
  request: APIRequestContext,
  days: 7 | 30 | 90 = 7,
): Promise<Summary> {
  const response = await request.get(`/api/analytics?days=${days}`, { headers: adminHeaders });
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary;
}

/** The cells of a dashboard breakdown table's row, by the row's name. */
export function row(page: Page, table: string, name: string) {
  return page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
}
