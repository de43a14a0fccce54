import { json, methodNotAllowed } from "../http";

/**
 * Liveness check for local servers and uptime monitors: answers while the functions run,
 * whatever the state of storage (the endpoints that use storage answer 503 themselves).
 * Every method reaches this function, so each gets a deliberate answer (405 with Allow).
 * It names the Node version the functions run on, so a deploy or a local server shows
 * that the runtime set in netlify.toml (NODE_VERSION) is the one in use.
 */
export default async (req: Request) => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  return json({ ok: true, node: process.version });
};
