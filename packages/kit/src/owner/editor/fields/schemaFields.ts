/**
 * The editor's form, described from core's content schema (valibot) by reading the schema
 * objects themselves: their `type`, `entries`, `item`, `options`, `wrapped` and `literal`. A field
 * added to the schema appears in the editor by itself. Read directly rather than through JSON
 * Schema: a visitor-facing text (`text()`: one string, or one per language, made into a
 * `LocalizedText` by a transform) has no JSON Schema form, and reading the objects adds no code
 * to the editor's bundle.
 */

/** What the editor shows for one value of a content file. */
export type FieldNode =
  /** Words a visitor reads: one string, or one per language of the site. */
  | { kind: "text" }
  /** A name, an address, a path: one string in every language. */
  | { kind: "string" }
  | { kind: "number" }
  | { kind: "boolean" }
  /** One of a few values (a picklist). */
  | { kind: "choice"; options: readonly (string | number)[] }
  /** A value that is always the same (a block's `type`, a cover's `false`). */
  | { kind: "fixed"; value: unknown }
  | ObjectNode
  | { kind: "list"; item: FieldNode }
  /** One of several objects, told apart by `key` (a project's blocks, by `type`). */
  | { kind: "variant"; key: string; options: { value: string; node: ObjectNode }[] }
  /** One of several kinds of value (a project page's cover: an image, or `false` for none). */
  | { kind: "either"; options: FieldNode[] };

export interface ObjectField {
  key: string;
  node: FieldNode;
  optional: boolean;
  /** Kept for older content (the schema's `deprecated`): shown only where the content has a value. */
  deprecated: boolean;
}

export interface ObjectNode {
  kind: "object";
  fields: ObjectField[];
}

/** The parts of a valibot schema object the editor reads. */
interface SchemaLike {
  type: string;
  entries?: Record<string, SchemaLike>;
  item?: SchemaLike;
  options?: readonly unknown[];
  wrapped?: SchemaLike;
  literal?: unknown;
  key?: string | SchemaLike;
  pipe?: readonly { kind: string; type: string; metadata?: Record<string, unknown> }[];
}

/** True for a schema the content schema marks deprecated (`v.metadata({ deprecated })`). */
function isDeprecated(schema: SchemaLike): boolean {
  return Boolean(schema.pipe?.some((action) => action.type === "metadata" && action.metadata?.deprecated));
}

/** A visitor-facing text: a string, or a record of strings by language. */
function isText(schema: SchemaLike): boolean {
  const [first, second] = (schema.options ?? []) as SchemaLike[];
  return schema.type === "union" && first?.type === "string" && second?.type === "record";
}

function objectNode(schema: SchemaLike): ObjectNode {
  return {
    kind: "object",
    fields: Object.entries(schema.entries ?? {}).map(([key, entry]) => {
      const optional = entry.type === "optional";
      const schema = optional ? entry.wrapped! : entry;
      return { key, optional, deprecated: isDeprecated(schema), node: describeSchema(schema) };
    }),
  };
}

/** The form of a value of `schema`; throws on a kind of schema the editor cannot show, so a test catches it. */
export function describeSchema(schema: SchemaLike): FieldNode {
  switch (schema.type) {
    case "string":
      return { kind: "string" };
    case "number":
      return { kind: "number" };
    case "boolean":
      return { kind: "boolean" };
    case "picklist":
      return { kind: "choice", options: schema.options as (string | number)[] };
    case "literal":
      return { kind: "fixed", value: schema.literal };
    case "object":
    case "strict_object":
      return objectNode(schema);
    case "array":
      return { kind: "list", item: describeSchema(schema.item!) };
    case "variant": {
      const key = schema.key as string;
      return {
        kind: "variant",
        key,
        options: (schema.options as SchemaLike[]).map((option) => ({
          value: String(option.entries![key]!.literal),
          node: objectNode(option),
        })),
      };
    }
    case "union":
      return isText(schema)
        ? { kind: "text" }
        : { kind: "either", options: (schema.options as SchemaLike[]).map(describeSchema) };
    default:
      throw new Error(`The content editor cannot show a "${schema.type}" schema`);
  }
}

/** A new value of a node's form: what "Add" puts in (required fields empty, optional ones left out). */
export function emptyValue(node: FieldNode): unknown {
  switch (node.kind) {
    case "text":
    case "string":
      return "";
    case "number":
      return undefined;
    case "boolean":
      return false;
    case "choice":
      return node.options[0];
    case "fixed":
      return node.value;
    case "object":
      return Object.fromEntries(
        node.fields.filter((field) => !field.optional).map((field) => [field.key, emptyValue(field.node)]),
      );
    case "list":
      return [];
    case "variant":
      return emptyValue(node.options[0]!.node);
    case "either":
      return emptyValue(node.options[0]!);
  }
}

/** Which of an either's options a value is. */
export function eitherOption(node: Extract<FieldNode, { kind: "either" }>, value: unknown): number {
  const index = node.options.findIndex((option) =>
    option.kind === "fixed" ? option.value === value : typeof value === "object" && value !== null,
  );
  return Math.max(index, 0);
}
