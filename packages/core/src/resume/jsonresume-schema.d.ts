// The schema package ships no types: its validator, as the tests that check resume.json use it.
declare module "@jsonresume/schema" {
  /** Calls back with the schema's errors (or null) and whether the document is valid. */
  export function validate(
    document: unknown,
    callback: (errors: unknown[] | null, valid: boolean) => void,
  ): void;
  export const schema: Record<string, unknown>;
}
