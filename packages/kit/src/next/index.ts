// The Next.js App Router glue (`@pmfolio/kit/next`): the one part of the kit that knows Next.
export { NextStyles } from "./NextStyles";
export type { NextStylesProps } from "./NextStyles";
