/**
 * The functions' one way to read configuration: `Netlify.env` on the platform,
 * `process.env` elsewhere (tests, scripts, `pnpm dev`).
 */

/** A variable's value, or undefined when it is not set. */
export function env(name: string): string | undefined {
  const netlify = (globalThis as { Netlify?: { env: { get(key: string): string | undefined } } }).Netlify;
  return netlify?.env.get(name) ?? process.env[name];
}

/** A positive integer from the environment, or the default when unset or invalid. */
export function envInt(name: string, fallback: number): number {
  const value = Number(env(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
