import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * One function for the component's life that calls the newest `fn`, so a memoized part or the
 * fields' context that holds it is not drawn again on every render. For events and effects only,
 * not while rendering (as React 19's useEffectEvent; the kit supports React 18 too).
 */
export function useLatest<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
