/**
 * Deletes held contact messages past their retention (30 days) and the blobs of days or
 * hours the owner deleted, every hour, whether or not anyone opens the inbox
 * (lib/contacts/purge). Each run stops after its time budget; what it deleted stays
 * deleted, so the next run carries on. A separate file: `schedule` cannot have a `path`.
 */
import type { Config } from "@netlify/functions";
import { runRetention } from "../lib/contacts";
import { empty } from "../lib/http";

export default async (): Promise<Response> => {
  const finished = await runRetention();
  if (!finished.held || !finished.inbox) {
    console.log("contacts retention: the run ran out of time (or storage failed); the next run goes on");
  }
  return empty(204);
};

export const config: Config = { schedule: "@hourly" };
