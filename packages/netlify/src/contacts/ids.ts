/**
 * The contact id codec and where each message lives in the `contacts` store. Every part
 * of the server that needs a message's time, day or key (the store, the outbox, benches,
 * tests) asks here instead of decoding an id itself.
 *
 * Layout of the store, for each box (`d/` the inbox, `q/` the held list):
 * - `{box}/{day}/{minute}/m/{id}`: a submission, JSON, written once and never rewritten.
 *   `{day}` is 99999 minus the UTC day number of its receipt, `{minute}` is `{hour}/{minute}`
 *   counted down from 23/59, and `{id}` is `{reverse timestamp}-{random}` (13 digits,
 *   9999999999999 minus the receipt time in ms, then 64 random bits), so ascending keys
 *   are newest first across days, minutes and within one, and a message's key follows
 *   from its id. A minute folder holds what arrives in one minute, so listing one stays
 *   small even on a day of a flood.
 * - `{box}/{day}/{minute}/r/{id}`: an empty marker: the owner has read `{id}` (inbox only).
 * - `{box}/{day}/{minute}/f/{id}`: an empty marker: the owner could not be notified of `{id}`.
 * - `d/{day}/{minute}/n/{id}`: an empty marker: `{id}` needs no notification (the owner moved
 *   it from the held list themselves); written before the inbox copy, so the outbox's scan
 *   for new messages never takes it for one.
 * - `moved/{day}/{id}`: `{ inboxId }`: held `{id}` (received on `{day}`) was moved to the inbox
 *   as `inboxId`; a retry of its submission finds it and writes nothing (save.ts). Outside
 *   the held list's folders, so a day whose held messages were all moved lists nothing there;
 *   deleted with the held list's retention.
 * (counts.ts and save.ts describe the other keys: the count index and retry markers.)
 */
import { randomBytes } from "node:crypto";
import { dayMs } from "../core";

const MAX_TIMESTAMP = 9_999_999_999_999;
/** Day numbers count down from here, so later days sort first (day 99999 is in the year 2243). */
const MAX_DAY = 99_999;
const minuteMs = 60_000;
export const hourMs = 3_600_000;
const ID_PATTERN = /^\d{13}-[0-9a-f]{16}$/;

/** Where a submission is kept: the owner's inbox, or the held list. */
export type ContactBox = "inbox" | "held";
export const BOXES: Record<ContactBox, { prefix: string; index: string }> = {
  inbox: { prefix: "d/", index: "inbox-index" },
  held: { prefix: "q/", index: "held-index" },
};

/** A fresh submission id for a message received at `receivedAt` (ms since the epoch). */
export function newContactId(receivedAt: number = Date.now()): string {
  const reverse = String(MAX_TIMESTAMP - receivedAt).padStart(13, "0");
  return `${reverse}-${randomBytes(8).toString("hex")}`;
}

/** True when `id` has the shape of a submission id (anything else cannot be a key of ours). */
export function isContactId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/** When the submission `id` was received, in ms since the epoch. */
export function contactIdTime(id: string): number {
  return MAX_TIMESTAMP - Number(id.slice(0, 13));
}

/** The day folder of a moment: ascending folder names are newest first. */
export function dayFolder(time: number): string {
  return String(MAX_DAY - Math.floor(time / dayMs)).padStart(5, "0");
}

/**
 * The minute folder of a moment within its day, `{hour}/{minute}` (23 minus the hour, 59
 * minus the minute): ascending names are newest first. Two levels, so that no folder has
 * more than 60 subfolders to walk through (the local Blobs server reads every sibling of
 * each folder on a listing's path).
 */
function minuteFolder(time: number): string {
  const minute = Math.floor((((time % dayMs) + dayMs) % dayMs) / minuteMs);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(23 - Math.floor(minute / 60))}/${pad(59 - (minute % 60))}`;
}

/** The minute of the day (0 to 1439) a minute folder `{hour}/{minute}` stands for. */
const minuteOfDay = (minute: string) => (23 - Number(minute.slice(0, 2))) * 60 + 59 - Number(minute.slice(3));
export const MINUTE_NAME = /^\d{2}\/\d{2}$/;
export const DAY_NAME = /^\d{5}$/;

/** `{day}/{minute}` of a moment. */
export const placeOfTime = (time: number) => `${dayFolder(time)}/${minuteFolder(time)}`;
/** `{day}/{minute}` of a submission. */
export const placeOf = (id: string) => placeOfTime(contactIdTime(id));
/** The first moment of a day folder. */
export const dayStart = (folder: string) => (MAX_DAY - Number(folder)) * dayMs;
/** The first moment of an hour folder of a day folder. */
export const hourStart = (folder: string, hour: string) => dayStart(folder) + (23 - Number(hour)) * hourMs;

/** The moments [from, to) a minute folder of a day holds. */
export function minuteRange(folder: string, minute: string): [number, number] {
  const from = dayStart(folder) + minuteOfDay(minute) * minuteMs;
  return [from, from + minuteMs];
}

/** What a key under a minute folder holds: the message, or one of its markers. */
export type EntryKind = "m" | "r" | "f" | "n";

/**
 * The key of a submission (`m`) or of one of its markers (`r` read, `f` notification failed,
 * `n` needs no notification).
 */
export const entryKey = (box: ContactBox, id: string, kind: EntryKind) =>
  `${BOXES[box].prefix}${placeOf(id)}/${kind}/${id}`;
export const messageKey = (box: ContactBox, id: string) => entryKey(box, id, "m");
export const minutePrefix = (box: ContactBox, folder: string, minute: string) =>
  `${BOXES[box].prefix}${folder}/${minute}/`;

/** The id and kind of an entry key under any folder of a box, or null for a key of another shape. */
export function entryOfKey(key: string): { id: string; kind: EntryKind } | null {
  const match = /\/([mrfn])\/([^/]+)$/.exec(key);
  return match && isContactId(match[2]!) ? { kind: match[1] as EntryKind, id: match[2]! } : null;
}

export const MOVED_PREFIX = "moved/";
/** The key recording that held submission `id` was moved to the inbox. */
export const movedKey = (id: string) => `${MOVED_PREFIX}${dayFolder(contactIdTime(id))}/${id}`;

/** The key the submission `id` is stored under in a box (for tools that seed or inspect the store). */
export function contactKeyOf(id: string, box: ContactBox = "inbox"): string {
  return messageKey(box, id);
}

/** The submission id stored under `key` in the contacts store (inbox or held), or null for any other key. */
export function contactIdOfKey(key: string): string | null {
  const match = /^([dq])\/\d{5}\/\d{2}\/\d{2}\/m\/(.+)$/.exec(key);
  if (!match || !isContactId(match[2]!)) return null;
  return messageKey(match[1] === "d" ? "inbox" : "held", match[2]!) === key ? match[2]! : null;
}
