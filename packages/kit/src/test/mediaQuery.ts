import { vi } from "vitest";
import { act } from "./render";

/**
 * A media query the test can flip, standing in for `matchMedia`: a query naming `feature`
 * matches while it is on, any other never; `set` turns it on or off and tells its listeners, as
 * the browser does when the window is resized or the system setting changes.
 */
export function flippableMediaQuery(feature: string, initially: boolean) {
  let on = initially;
  const listeners = new Set<() => void>();
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes(feature) ? on : false;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    set(nowOn: boolean) {
      on = nowOn;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}
