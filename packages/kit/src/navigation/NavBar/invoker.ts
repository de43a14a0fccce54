/**
 * Invoker command attributes (`commandfor`, `command`): a button that opens or closes a dialog
 * with no script, where the browser has them. React passes the lowercase names through as they are.
 */
export function invoker(targetId: string, command: "show-modal" | "close"): Record<string, string> {
  return { commandfor: targetId, command };
}
