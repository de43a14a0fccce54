/**
 * @pmfolio/core for the functions: the one file under netlify/ that imports core by path.
 * Netlify bundles a function's relative imports but leaves package imports to file
 * tracing, and the package ships TypeScript sources Node cannot load as they are; so
 * values come from here, and types may still come from "@pmfolio/core".
 */
export * from "../../packages/core/src/index";
