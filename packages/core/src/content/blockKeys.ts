/**
 * The key of each block of a project's page: its kind, then "-2", "-3"… for a second and
 * later block of the same kind ("overview", "problem", "overview-2"). The kit names each
 * block's section and heading by it, the tracker reports the blocks a view reached by it,
 * and the owner's timeline turns it back into the block's heading. Short and readable, and
 * stable while the page keeps its blocks of each kind in the same order.
 */
import { projectBlockSchema } from "./schema";
import type { ProjectBlock, ProjectBlockType } from "./types";

/** Every kind of block, from the schema (one list: a new kind is a valid key at once). */
export const projectBlockTypes: readonly ProjectBlockType[] = projectBlockSchema.options.map(
  (option) => option.entries.type.literal,
);

/** The key of each of a page's blocks, in their order. */
export function projectBlockKeys(blocks: readonly Pick<ProjectBlock, "type">[]): string[] {
  const seen = new Map<string, number>();
  return blocks.map(({ type }) => {
    const count = (seen.get(type) ?? 0) + 1;
    seen.set(type, count);
    return count === 1 ? type : `${type}-${count}`;
  });
}

/** The kind a block key names, or undefined when it is no key `projectBlockKeys` makes (count at most 99). */
export function projectBlockKeyType(key: string): ProjectBlockType | undefined {
  const match = /^([a-zA-Z]{1,20})(?:-([2-9]|[1-9]\d))?$/.exec(key);
  return projectBlockTypes.find((type) => type === match?.[1]);
}
