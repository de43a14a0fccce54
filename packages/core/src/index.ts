// Each area lists its public names explicitly in its own index.
export * from "./content";
export * from "./contact";
export * from "./contract";
export * from "./analytics";
export * from "./csv";
export * from "./time";
export * from "./resume";
export * from "./writing";
export * from "./markdown";
