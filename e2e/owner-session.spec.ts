import { expect, test } from "./fixtures";
import { OWNER_PATHS } from "../packages/core/src/contract";
import { adminHeaders, logIn } from "./helpers/inbox";

// Both owner pages carry the same session controls (one owner shell): "Log out everywhere" on
// either ends every browser's session, while scripts keep their bearer access.
const scripted = { [OWNER_PATHS.inbox]: "/api/contacts", [OWNER_PATHS.analytics]: "/api/analytics?days=7" };

for (const path of [OWNER_PATHS.inbox, OWNER_PATHS.analytics]) {
  test(`'Log out everywhere' on ${path} ends every session`, async ({ browser, baseURL, request }) => {
    // Two browsers (contexts), each logged in through the page's own form.
    const [one, two] = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })];
    const [a, b] = [await one.newPage(), await two.newPage()];
    await logIn(a, path);
    await logIn(b, path);
    await a.getByRole("button", { name: "Log out everywhere" }).click();
    await expect(a.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
    await b.reload();
    await expect(b.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
    expect((await request.get(scripted[path], { headers: adminHeaders })).status()).toBe(200);
    await one.close();
    await two.close();
  });
}
