import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from "react";
import { StyledButton, StyledButtonLink, type ButtonSize, type ButtonVariant } from "./Button.styles";

interface CommonProps {
  /**
   * Visual emphasis.
   * @defaultValue "primary"
   */
  variant?: ButtonVariant;
  /**
   * Height and padding; every size keeps a touch target of at least 36 px.
   * @defaultValue "md"
   */
  size?: ButtonSize;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, CommonProps {}

/** A button. Defaults to `type="button"` so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", type = "button", ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} data-variant={variant} data-size={size} {...rest} />;
});

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, CommonProps {}

/** A link styled as a button, for navigation (downloads, external pages, routes). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = "primary", size = "md", ...rest },
  ref,
) {
  return <StyledButtonLink ref={ref} data-variant={variant} data-size={size} {...rest} />;
});
