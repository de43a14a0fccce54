import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import { ActionLink, Actions, Code, Content, Heading, Hint, Page } from "./NotFound.styles";

/** A link offered besides the way home. */
export interface NotFoundLink {
  /** Destination route, e.g. "/#projects". */
  href: string;
  /** The link's text. */
  label: string;
}

export interface NotFoundProps extends Omit<ComponentPropsWithoutRef<"section">, "children"> {
  /**
   * What went wrong and what to do next.
   * @defaultValue "The page you're looking for doesn't exist or has moved. Check the address, or head back to the home page."
   */
  hint?: string;
  /**
   * Route of the home page.
   * @defaultValue "/"
   */
  homeHref?: string;
  /**
   * Text of the link home.
   * @defaultValue "Back to home"
   */
  homeLabel?: string;
  /**
   * More places to go, shown after the link home.
   * @defaultValue none
   */
  links?: readonly NotFoundLink[];
}

const defaultHint =
  "The page you're looking for doesn't exist or has moved. Check the address, or head back to the home page.";

/**
 * The page for any unknown route. Place it inside the page's `main`; links go
 * through the host's router (`LinkProvider`).
 */
export const NotFound = forwardRef<HTMLElement, NotFoundProps>(function NotFound(
  { hint = defaultHint, homeHref = "/", homeLabel = "Back to home", links = [], ...rest },
  ref,
) {
  const headingId = useId();
  return (
    <Page ref={ref} aria-labelledby={headingId} {...rest}>
      <Content>
        <Heading id={headingId}>
          <Code>404</Code> Page Not Found
        </Heading>
        <Hint>{hint}</Hint>
        <Actions>
          <ActionLink href={homeHref} $variant="primary" $size="md" data-variant="primary" data-size="md">
            {homeLabel}
          </ActionLink>
          {links.map((link) => (
            <ActionLink
              key={link.href}
              href={link.href}
              $variant="secondary"
              $size="md"
              data-variant="secondary"
              data-size="md"
            >
              {link.label}
            </ActionLink>
          ))}
        </Actions>
      </Content>
    </Page>
  );
});
