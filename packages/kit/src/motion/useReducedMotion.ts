import { MotionConfigContext } from "framer-motion";
import { useContext, useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/**
 * Whether motion should be reduced: MotionConfig's `reducedMotion` ("always" / "never"),
 * else the visitor's preference. Reads only framer-motion's context, so components that
 * animate with CSS do not pull framer's animation runtime onto the critical path.
 * False on the server and during hydration.
 */
export function useReducedMotion(): boolean {
  const { reducedMotion } = useContext(MotionConfigContext);
  const prefersReduced = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
  if (reducedMotion === "always") return true;
  if (reducedMotion === "never") return false;
  return prefersReduced;
}
