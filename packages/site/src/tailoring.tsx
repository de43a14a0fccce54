import type { ProjectWithPage } from "@pmfolio/core";
import { createContext, useContext } from "react";

/**
 * What a page made for one application shows beyond the public page (issue 47): the greeting at
 * the top of the home page, or a private project in full and the company it is shared with. The
 * build renders these pages with placeholders in place of the application's words
 * (build/tailored-pages.mjs); the function that answers a tagged address fills them in.
 */
export interface Tailoring {
  greeting?: string;
  project?: ProjectWithPage;
  sharedWith?: string;
}

const TailoringContext = createContext<Tailoring>({});

export const TailoringProvider = TailoringContext.Provider;

/** What the page being rendered is made for: nothing on the public pages. */
export function useTailoring(): Tailoring {
  return useContext(TailoringContext);
}
