import type { Config } from "@netlify/functions";
import { json } from "../lib/http";

/** Liveness check for local servers and uptime monitors. */
export default async () => json({ ok: true });

export const config: Config = { path: "/api/health", method: ["GET"] };
