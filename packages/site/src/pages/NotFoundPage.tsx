import { NotFound } from "@pmfolio/kit";
import { pathIn, usePageLanguage } from "../languages";

/** Any address the site has no page at; one under /{language}/ is answered in that language. */
export function NotFoundPage() {
  return <NotFound homeHref={pathIn("/", usePageLanguage())} />;
}
