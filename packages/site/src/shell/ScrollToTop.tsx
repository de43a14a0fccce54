import { useLayoutEffect } from "react";
import { useLocation } from "react-router-dom";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

/** Route changes without a hash start at the top of the new page, as a page load would. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useIsomorphicLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
