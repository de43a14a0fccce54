// `pnpm bench`: the benchmarks, one after another; each prints its own figures.
// The tracker's size needs a site build (`corepack pnpm --filter pmfolio-example build`).
export {};

await import("./tracker-size");
console.log("");
await import("./analytics");
console.log("");
await import("./inbox");
console.log("");
await import("./runtime-floor");
