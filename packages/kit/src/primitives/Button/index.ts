export { Button, ButtonLink } from "./Button";
export type { ButtonProps, ButtonLinkProps } from "./Button";
export type { ButtonVariant, ButtonSize } from "./Button.styles";
