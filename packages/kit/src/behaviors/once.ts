const enhanced = new WeakMap<Node, Set<string>>();

/**
 * True the first time a behaviour is attached to a node, false after: a page may call
 * `enhance` on a root and a React component may enhance a part of it, and a listener
 * attached twice would act twice.
 */
export function firstTime(node: Node, behaviour: string): boolean {
  const done = enhanced.get(node) ?? new Set<string>();
  if (done.has(behaviour)) return false;
  done.add(behaviour);
  enhanced.set(node, done);
  return true;
}

/** Removes the mark, so a cleaned-up behaviour can be attached again (React's StrictMode remounts). */
export function forget(node: Node, behaviour: string): void {
  enhanced.get(node)?.delete(behaviour);
}

export type Cleanup = () => void;

export const nothingToClean: Cleanup = () => {};

/** Attaches `attach` to `node` once; its cleanup also clears the mark. */
export function attachOnce(node: Node, behaviour: string, attach: () => Cleanup): Cleanup {
  if (!firstTime(node, behaviour)) return nothingToClean;
  const cleanup = attach();
  return () => {
    cleanup();
    forget(node, behaviour);
  };
}
