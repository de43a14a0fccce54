export { AppLink, LinkProvider } from "./AppLink";
export type { AppLinkProps, LinkComponent, LinkProviderProps } from "./AppLink";
