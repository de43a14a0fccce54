import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from "react";

/** "user" follows the visitor's `prefers-reduced-motion`; "always" and "never" override it. */
export type ReducedMotion = "user" | "always" | "never";

const ReducedMotionContext = createContext<ReducedMotion>("user");

/** Sets the reduced-motion policy for the kit's components below it (stories and tests pin it to "always"). */
export function ReducedMotionProvider({ value, children }: { value: ReducedMotion; children: ReactNode }) {
  return createElement(ReducedMotionContext.Provider, { value }, children);
}

const query = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/**
 * Whether motion should be reduced: the provider's policy when it is "always" or "never",
 * else the visitor's preference. False on the server and during hydration.
 */
export function useReducedMotion(): boolean {
  const policy = useContext(ReducedMotionContext);
  const prefersReduced = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
  if (policy === "always") return true;
  if (policy === "never") return false;
  return prefersReduced;
}
