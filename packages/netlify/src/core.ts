/**
 * @pmfolio/core for the functions' modules, in one place. A published build resolves it from
 * node_modules; in this workspace the Netlify bundler maps it to core's sources through
 * packages/netlify/tsconfig.json's `paths` (ADR 27).
 */
export * from "@pmfolio/core";
