// The one function the kit uses from Next.js, typed here so the workspace needs no Next install;
// an app that uses `@pmfolio/kit/next` has Next, and its own types.
declare module "next/navigation" {
  import type { ReactNode } from "react";
  export function useServerInsertedHTML(callback: () => ReactNode): void;
}
