/**
 * An error in one line for the logs: its kind and message. Callers log this, never the
 * error object, whose message or cause could carry what a visitor sent.
 */
export function errorLine(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
