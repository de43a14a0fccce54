export { About } from "./About";
export type { AboutProps } from "./About";
