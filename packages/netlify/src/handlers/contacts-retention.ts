/**
 * Deletes held contact messages past their retention (30 days) and the blobs of days or
 * hours the owner deleted, and the inbox's places of days gone by (lib/contacts/held), every hour, whether or not anyone opens the inbox
 * (lib/contacts/purge). Each run stops after its time budget; what it deleted stays
 * deleted, so the next run carries on. A separate file: `schedule` cannot have a `path`.
 */
import { runRetention, sweepAdmissions } from "../contacts";
import { utcDate } from "../core";
import { empty } from "../http";

export default async (): Promise<Response> => {
  const [finished] = await Promise.all([runRetention(), sweepAdmissions(utcDate(Date.now()))]);
  if (!finished.held || !finished.inbox) {
    console.log("contacts retention: the run ran out of time (or storage failed); the next run goes on");
  }
  return empty(204);
};
