/**
 * The script of every public page, and all of it at load: the page is the prerendered HTML and
 * CSS. Once the document is parsed, it waits for intent to hydrate the contact form (its submit
 * guard must be there before the first send); once the page has painted (or at the first input), it attaches the
 * kit's behaviours (section scrolling, the nav background fallback, the menu sheet, the light/dark
 * toggle, reveals) and then sends the one page view of this load (that wait is its idle time). The
 * page view waits for the paint too: after the load alone, a busy machine's idle time can come
 * before the frame that paints the page, and the beacon would be on the first paint's path. No
 * React until intent.
 */
import { enhance } from "@pmfolio/kit/behaviors";
import { trackPageView } from "../tracker";
import { afterFirstPaint } from "./afterFirstPaint";
import { hydrateContactOnIntent } from "../contact/contactOnIntent";

// The build puts this module in the public chunk, which the owner app imports too, for the code
// they share (build/publicChunk.ts): its work is only for the page whose own script it is, a
// public page. On an owner page it would attach the public behaviours and count a page view.
if ([...document.scripts].some((script) => script.src === import.meta.url)) {
  // The build loads this module `async` (vite.config.ts, lowPriorityEntry), so it may run before
  // the parser has reached the form: the trigger waits for the parsed document, as a deferred
  // script did.
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", () => hydrateContactOnIntent(document), { once: true });
  else hydrateContactOnIntent(document);
  afterFirstPaint(() => {
    enhance(document);
    trackPageView();
  });
}
