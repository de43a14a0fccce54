import { lazy, Suspense, type ComponentType } from "react";

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazily loaded route component that can be preloaded. Once `preload()` has
 * resolved, the component renders synchronously: the prerender waits for it so the
 * static HTML has no streaming placeholders (whose inline scripts the CSP would block),
 * and the client preloads the current route before hydrating.
 */
export function lazyRoute<P extends object>(load: Loader<P>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Route(props: P) {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Route, { preload });
}
