export { Contact } from "./Contact";
export type { ContactProps } from "./Contact";
