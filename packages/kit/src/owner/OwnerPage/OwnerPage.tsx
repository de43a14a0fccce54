import { forwardRef, useId, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { Icon } from "../../primitives";
import { useLabels } from "../../labels";
import { ownerLabels } from "../../labels/ownerLabels";
import { Button, ButtonLink } from "../../primitives/Button";
import {
  OwnerPageActions,
  OwnerPageHeader,
  OwnerPageHeading,
  OwnerPageRoot,
  OwnerPageSubtitle,
} from "./OwnerPage.styles";

export interface OwnerPageProps extends HTMLAttributes<HTMLElement> {
  /** The page's one `h1`; it labels the page. */
  heading: ReactNode;
  /** Receives the heading, which takes focus (`tabIndex={-1}`) after paging, retrying or deleting. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The line under the heading (the submission count, the analytics period); absent while there is none. */
  subtitle?: ReactNode;
  /**
   * Announces the subtitle when it changes (a count that follows the owner's actions).
   * @defaultValue false
   */
  announceSubtitle?: boolean;
  /** Ends the owner's session; shows 'Log out' (`labels.owner.logOut`) when given. */
  onLogout?: () => void;
  /** Ends every session of the owner; shows 'Log out everywhere' (`labels.owner.logOutEverywhere`) when given. */
  onLogoutEverywhere?: () => void;
  /** The page's body, under the header. */
  children?: ReactNode;
}

/**
 * The frame of an owner-only page (the inbox, the analytics dashboard, a site's own owner pages):
 * a section clear of the fixed navigation bar, labelled by its heading, with the subtitle under
 * it and the session's buttons beside it, in the owner labels' words (`labels.owner`).
 */
export const OwnerPage = forwardRef<HTMLElement, OwnerPageProps>(function OwnerPage(
  {
    heading,
    headingRef,
    subtitle,
    announceSubtitle = false,
    onLogout,
    onLogoutEverywhere,
    children,
    ...rest
  },
  ref,
) {
  const headingId = `${useId()}-heading`;
  const text = useLabels("owner", ownerLabels.owner);
  return (
    <OwnerPageRoot ref={ref} aria-labelledby={rest["aria-label"] ? undefined : headingId} {...rest}>
      <OwnerPageHeader>
        <OwnerPageHeading id={headingId} ref={headingRef} tabIndex={-1}>
          {heading}
        </OwnerPageHeading>
        {subtitle ? (
          <OwnerPageSubtitle aria-live={announceSubtitle ? "polite" : undefined}>
            {subtitle}
          </OwnerPageSubtitle>
        ) : null}
        {onLogout || onLogoutEverywhere ? (
          <OwnerPageActions>
            {onLogout ? (
              <Button variant="secondary" size="sm" onClick={onLogout}>
                <Icon name="logout" size={18} />
                {text.logOut}
              </Button>
            ) : null}
            {onLogoutEverywhere ? (
              <Button variant="secondary" size="sm" onClick={onLogoutEverywhere}>
                {text.logOutEverywhere}
              </Button>
            ) : null}
          </OwnerPageActions>
        ) : null}
      </OwnerPageHeader>
      {children}
    </OwnerPageRoot>
  );
});

/** The 'Export CSV' link of an owner page (`labels.owner.exportCsv`); each page puts it in its own toolbar. */
export function OwnerExportLink({ href }: { href: string }) {
  const text = useLabels("owner", ownerLabels.owner);
  return (
    <ButtonLink variant="secondary" size="sm" href={href} download>
      <Icon name="download" size={18} />
      {text.exportCsv}
    </ButtonLink>
  );
}
