import type { Config } from "@netlify/functions";

export default async () => Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });

export const config: Config = { path: "/api/health", method: ["GET"] };
