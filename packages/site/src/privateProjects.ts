import type { ProjectWithPage } from "@pmfolio/core";
import { privateProjectsByLanguage, readContentByLanguage } from "../build/readContent";

/**
 * The private projects in full, by language. Only the server entry imports this module, for the
 * pages the build writes outside the published folder (build/tailored-pages.mjs); a browser bundle
 * never does, so no private text reaches one. Under Vite, `contentAsData` replaces it with the data.
 */
export const privateProjects: Record<string, ProjectWithPage[]> =
  privateProjectsByLanguage(readContentByLanguage());
