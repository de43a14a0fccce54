/**
 * Where a page view's engagement is stored: beside the view, under the view's own id,
 *
 *   events/{YYYY-MM-DD}/{HH}/{viewId}.e.{seconds}.{depth}
 *   events/{YYYY-MM-DD}/{HH}/{viewId}.e.{seconds}.{depth}.{blocks}   on a project's page
 *
 * so the day's listing that reads the views reads their engagement too (no extra call),
 * and one listing of `{viewId}.` finds a view together with any engagement it already sent.
 * `{blocks}` is the page's blocks as read, `~` between them: a block's key, then `.` and its
 * seconds when it came into view ("problem.12~overview-2.40~metrics"). At most 20 blocks of
 * at most 20 characters keep the key under Blobs' 600 bytes (about 475 at the longest); it is
 * cut into segments of 200 characters, as a visit's key is, for the local server's file names.
 */
import {
  blockReadingLimits,
  engagementLimits,
  projectBlockKeyType,
  type BlockReading,
  type EngagementRecord,
} from "../core";

const SEGMENT = 200;

/** The key of a view's engagement: `viewKeyPrefix` is `events/{date}/{HH}/{viewId}.`. */
export function engagementKey(
  viewKeyPrefix: string,
  seconds: number,
  depth: number,
  blocks?: readonly BlockReading[],
): string {
  const key = `${viewKeyPrefix}e.${seconds}.${depth}`;
  if (!blocks?.length) return key;
  const read = blocks.map(([block, at]) => (at === null ? block : `${block}.${at}`)).join("~");
  return `${key}.${read.match(new RegExp(`.{1,${SEGMENT}}`, "g"))!.join("/")}`;
}

/** The figures of an engagement key's payload (`{seconds}.{depth}[.{blocks}]`), or undefined when they are not valid. */
export function parseEngagementPayload(
  view: string,
  payload: string | undefined,
): EngagementRecord | undefined {
  const match = /^(\d{1,5})\.(\d{1,3})(?:\.(.+))?$/.exec(payload ?? "");
  if (!match) return;
  const seconds = Number(match[1]);
  const depth = Number(match[2]);
  if (seconds > engagementLimits.secondsMax || depth > engagementLimits.depthMax) return;
  const blocks = match[3] === undefined ? undefined : parseBlocks(match[3].replaceAll("/", ""), seconds);
  if (blocks === null) return;
  return { view, seconds, depth, ...(blocks ? { blocks } : {}) };
}

/** The blocks of a key, or null when they are not what `engagementKey` writes. */
function parseBlocks(read: string, seconds: number): BlockReading[] | null {
  const entries = read.split("~");
  if (entries.length > blockReadingLimits.blocks) return null;
  const blocks: BlockReading[] = [];
  for (const entry of entries) {
    const [, block, at] = /^([A-Za-z]+(?:-\d+)?)(?:\.(\d{1,4}))?$/.exec(entry) ?? [];
    if (!block || !projectBlockKeyType(block) || (at !== undefined && Number(at) > seconds)) return null;
    blocks.push([block, at === undefined ? null : Number(at)]);
  }
  return blocks;
}
