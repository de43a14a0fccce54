/**
 * An error in one line for the logs: its message, led by its kind when that says more
 * than "Error", and the network code beneath it when there is one. The functions' one
 * error formatter: callers log this, never the error object, whose message or cause
 * could carry what a visitor sent.
 */
export function errorLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const kind = error.name === "Error" ? "" : `${error.name}: `;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return `${kind}${error.message}${typeof code === "string" ? `: ${code}` : ""}`;
}
