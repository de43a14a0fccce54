// Every admin password this repository configures for local servers and tests, in one
// place: the configs take theirs from here, and the build's secret scan
// (check-build-secrets.mjs) checks that none of them ever reaches a built file.
export const LOCAL_ADMIN_PASSWORDS = Object.freeze({
  /** `pnpm dev` (scripts/dev.mjs), unless ADMIN_PASSWORD is set. */
  dev: "dev-admin-password",
  /** The end-to-end tests against the dev server (playwright.config.ts). */
  e2e: "e2e-admin-password",
  /** The tests against the production build (playwright.production.config.ts). */
  production: "production-test-password",
  /** The storage-fault tests (playwright.faults.config.ts). */
  faults: "faults-admin-password",
});
