import { createContext, useContext } from "react";

/**
 * A post's body as HTML, by language and slug: core's `renderMarkdown` of its text, in the words
 * of its language. Only the server entry gives it (./entry-server.tsx, from ./postTexts.ts), so
 * the posts' texts and the renderer stay out of every browser bundle; a post's page is prerendered.
 */
export type PostBody = (language: string, slug: string) => string;

const PostBodyContext = createContext<PostBody>(() => {
  throw new Error("A post's page is rendered by the server entry, which gives the posts' bodies");
});

export const PostBodyProvider = PostBodyContext.Provider;

/** The body of a post, as the server entry rendered it. */
export function usePostBody(): PostBody {
  return useContext(PostBodyContext);
}
