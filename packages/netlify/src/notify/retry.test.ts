import { getStore } from "@netlify/blobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAt } from "../../../../netlify/tests/helpers/contacts";
import { notifyOwner } from "../contacts/notices";
import { retryNotifications } from "../notices";
import { startBlobs, type TestBlobs } from "../../../../netlify/tests/helpers/blobs-server";
import { startHttpReceiver, type HttpReceiver } from "../../../../netlify/tests/helpers/notify-receivers";

let blobs: TestBlobs;
let hook: HttpReceiver;
beforeAll(async () => {
  blobs = await startBlobs();
  hook = await startHttpReceiver();
  // The webhook alone: the fastest real channel, so the run's figures are the run's own.
  process.env.NOTIFY_WEBHOOK_URL = hook.url;
  process.env.SITE_URL = "https://pm.example.com";
});
afterAll(async () => {
  delete process.env.NOTIFY_WEBHOOK_URL;
  delete process.env.SITE_URL;
  await hook.close();
  await blobs.close();
});

const FLOOD = 5000;
const BUDGET_MS = 2000;
/** What a run may take past its budget: the attempts it had started, and the sweep after. */
const OVERRUN_MS = 2000;

const postedIds = () => hook.posts.map((post) => (post.body as { submission: { id: string } }).submission.id);

describe("the notification retry run under a flood of unscanned messages", () => {
  it("sends due retries first, ends within its budget, and goes on from where it stopped", async () => {
    const start = Date.now() - 60 * 60_000;
    // An earlier run scanned everything up to here.
    await retryNotifications(new Date(start));

    // Two messages whose webhook failed: their retries are due five minutes later.
    hook.status = 500;
    const failed = await Promise.all(
      [0, 1].map((n) =>
        saveAt(
          { name: `Failed ${n}`, email: `failed${n}@example.com`, message: "Hello" },
          new Date(start + n),
        ),
      ),
    );
    for (const submission of failed) {
      await notifyOwner(submission, { origin: "https://pm.example.com", now: new Date(start + 1000) });
    }
    expect(hook.posts).toHaveLength(0);
    hook.status = 200;

    // Then 5,000 messages in ten minutes whose notifications were never recorded (the
    // instances died after each 201), all newer than the last scan.
    const afterAnswer: Array<Promise<unknown>> = [];
    const floodIds: string[] = [];
    for (let from = 0; from < FLOOD; from += 100) {
      const saved = await Promise.all(
        Array.from({ length: Math.min(100, FLOOD - from) }, (_, i) => {
          const n = from + i;
          return saveAt(
            { name: `Sender ${n}`, email: `s${n}@example.com`, message: "Flood" },
            new Date(start + 60_000 + n * 120),
            { afterAnswer: (work) => void afterAnswer.push(work) },
          );
        }),
      );
      floodIds.push(...saved.map(({ id }) => id));
    }
    await Promise.all(afterAnswer);

    const runAt = new Date(start + 20 * 60_000);
    const began = Date.now();
    const first = await retryNotifications(runAt, { budgetMs: BUDGET_MS });
    const took = Date.now() - began;
    expect(took).toBeLessThan(BUDGET_MS + OVERRUN_MS);
    // The due retries went out, whatever the flood.
    expect(postedIds()).toEqual(expect.arrayContaining(failed.map(({ id }) => id)));
    expect(first.delivered).toBe(first.queued + 2);
    expect(first.scanComplete).toBe(false);
    expect(first.queued).toBeGreaterThan(0);
    expect(first.queued).toBeLessThan(FLOOD);

    // The next run goes on from there: new messages notified, none twice.
    const second = await retryNotifications(new Date(runAt.getTime() + 5 * 60_000), { budgetMs: BUDGET_MS });
    expect(second.queued).toBeGreaterThan(0);
    const ids = postedIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(2 + first.queued + second.queued);
    // Oldest first: what was notified is the start of the flood, with no gap.
    expect(ids.slice(2).sort()).toEqual(floodIds.slice(0, ids.length - 2).sort());

    const progress = (await getStore({ name: "notifications", consistency: "strong" }).get("scan/contact", {
      type: "json",
    })) as { through: string };
    expect(Date.parse(progress.through)).toBeGreaterThan(start + 60_000);
  }, 120_000);
});
