import { postTextsByLanguage, readContentByLanguage, type PostTexts } from "../build/readContent";

/**
 * Each post's Markdown and the sizes of its pictures, by language and slug. Only the server entry
 * imports this module (a post's page is prerendered; no browser bundle carries the posts' texts).
 * Under Vite, `contentAsData` replaces it with the data.
 */
export const postTexts: PostTexts = postTextsByLanguage(readContentByLanguage());
