import { useEffect, useState, type ReactNode } from "react";

/** Renders its children only after hydration: for parts with no server-side meaning (the toast region). */
export function ClientOnly({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the point is to render once more after mount
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}
