import { parseArgs } from "node:util";

/**
 * A bench script's options, `--name value` (or `--name` for a yes/no one), each with its
 * default: the text or yes/no given here. `pnpm … -- --sends 10` passes its own "--" ahead of
 * them, which parseArgs would take for the end of the options, so it is dropped.
 */
export function benchOptions<const Defaults extends Record<string, string | boolean>>(
  defaults: Defaults,
): { [Name in keyof Defaults]: Defaults[Name] extends boolean ? boolean : string } {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== "--"),
    options: Object.fromEntries(
      Object.entries(defaults).map(([name, value]) => [
        name,
        typeof value === "boolean" ? { type: "boolean", default: value } : { type: "string", default: value },
      ]),
    ),
  });
  return values as { [Name in keyof Defaults]: Defaults[Name] extends boolean ? boolean : string };
}
