import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { headFor } from "../siteRoutes";

/**
 * Keeps the title and description in step with client-side navigation. The first
 * page's head is written at build time (packages/site/build/prerender.mjs) from the same headFor().
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const head = headFor(pathname);
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", head.description);
  }, [pathname]);
  return null;
}
