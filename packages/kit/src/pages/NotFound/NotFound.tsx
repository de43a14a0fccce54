import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
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
   * @defaultValue `labels.notFound.hint` ("The page you're looking for doesn't exist or has moved. Check the address, or head back to the home page.")
   */
  hint?: string;
  /**
   * Route of the home page.
   * @defaultValue "/"
   */
  homeHref?: string;
  /**
   * Text of the link home.
   * @defaultValue `labels.notFound.backHome` ("Back to home")
   */
  homeLabel?: string;
  /**
   * More places to go, shown after the link home.
   * @defaultValue none
   */
  links?: readonly NotFoundLink[];
}

/**
 * The page for any unknown route. Place it inside the page's `main`; links go
 * through the host's router (`LinkProvider`).
 */
export const NotFound = forwardRef<HTMLElement, NotFoundProps>(function NotFound(
  { hint, homeHref = "/", homeLabel, links = [], ...rest },
  ref,
) {
  const headingId = useId();
  const labels = useLabels("notFound", siteLabels.notFound);
  return (
    <Page ref={ref} aria-labelledby={headingId} {...rest}>
      <Content>
        <Heading id={headingId}>
          <Code>404</Code>
          {` ${labels.heading}`}
        </Heading>
        <Hint>{hint ?? labels.hint}</Hint>
        <Actions>
          <ActionLink href={homeHref} data-variant="primary" data-size="md">
            {homeLabel ?? labels.backHome}
          </ActionLink>
          {links.map((link) => (
            <ActionLink key={link.href} href={link.href} data-variant="secondary" data-size="md">
              {link.label}
            </ActionLink>
          ))}
        </Actions>
      </Content>
    </Page>
  );
});
