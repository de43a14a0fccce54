import { contentFileSchemas, projectBlockSchema } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import { describeSchema } from "./schemaFields";

describe("describeSchema", () => {
  it("describes every content file's schema, and offers every kind of block a project's schema has", () => {
    for (const schema of Object.values(contentFileSchemas))
      expect(() => describeSchema(schema)).not.toThrow();
    const kinds = describeSchema(projectBlockSchema);
    expect(kinds.kind === "variant" && kinds.options.map((option) => option.value)).toEqual(
      projectBlockSchema.options.map((option) => option.entries.type.literal),
    );
  });
});
