export { NotFound } from "./NotFound";
export type { NotFoundProps, NotFoundLink } from "./NotFound";
