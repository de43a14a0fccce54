import { useEffect } from "react";

/** Client-side navigation keeps the previous scroll position; a page that opens mid-way reads as broken. */
export function useScrollToTopOnMount(enabled: boolean) {
  useEffect(() => {
    if (enabled) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    // Only on mount: a later prop change must not yank the reader back up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
