import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from "react";
import { profileLinks, type ProfileLink } from "@pmfolio/core";
import type { Labels } from "../../labels/labels";
import { enhanceSectionLinks } from "../../behaviors/sectionLinks";
import { Icon } from "../../primitives";
import { templateNodes, useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { NewTabNote } from "../../primitives/VisuallyHidden";
import { profileLinkProps } from "../../internal/profileLinkProps";
import type { LanguageLink } from "../languageLinks";
import { NavEntries } from "../NavEntries";
import { sectionNavItems, type NavItem } from "../scroll";
import {
  ContactLink,
  Copyright,
  Headline,
  Identity,
  Inner,
  List,
  Name,
  NavEntry,
  NavList,
  StyledFooter,
} from "./Footer.styles";

/** The footer's sections, in their own order (not the page's). */
/** The footer's sections, in its order. */
export const footerSectionOrder = ["home", "about", "skills", "experience", "projects", "contact"] as const;

/** The footer's section entries, with the English labels. */
export const footerNavItems: readonly NavItem[] = sectionNavItems(
  siteLabels.navigation.sections,
  footerSectionOrder,
);

function copyrightLine(labels: Labels["footer"], year: number | undefined, ownerName: string): ReactNode {
  if (year === undefined) {
    const undated = labels.copyrightUndated;
    return typeof undated === "function" ? undated(ownerName) : templateNodes(undated, { ownerName });
  }
  const dated = labels.copyright;
  return typeof dated === "function" ? dated(year, ownerName) : templateNodes(dated, { year, ownerName });
}

export interface FooterProps extends Omit<ComponentPropsWithoutRef<"footer">, "children"> {
  /** The owner's full name, shown with the headline and in the copyright line. */
  ownerName: string;
  /** One line under the name, e.g. "Senior Product Manager". */
  headline: string;
  /** Address for the mailto link; without it, no address is shown (the contact form is the way to write). */
  email?: string;
  /**
   * The owner's pages elsewhere (`profileLinks(profile)`, or `profile.links`); pages open in a
   * new tab. A link to `email` is left out (the address is shown already).
   * @defaultValue []
   */
  links?: readonly ProfileLink[];
  /**
   * @deprecated Use `links`. A single profile link, shown before `links`; opens in a new tab.
   */
  networkProfileUrl?: string;
  /**
   * @deprecated Use `links`. Text of `networkProfileUrl`'s link.
   * @defaultValue `labels.networkProfile` ("LinkedIn")
   */
  networkProfileLabel?: string;
  /**
   * The page that holds the sections: each entry links to `${sectionsHref}#id`.
   * @defaultValue "" (this page)
   */
  sectionsHref?: string;
  /**
   * Called with a section id when an entry is chosen, in place of following the link. Without it,
   * a link to this page's section scrolls there (80 px above) and a link to another page loads it.
   */
  onNavigate?: (id: string) => void;
  /**
   * The section entries, in order; an entry with an `href` links to that page instead.
   * @defaultValue the sections named by `sections` (Home, About, Skills, Experience, Projects, Contact)
   */
  items?: readonly NavItem[];
  /**
   * The same page in the site's other languages: plain links after the entries, each named in
   * its own language with `hreflang` and `lang`.
   * @defaultValue none
   */
  languages?: readonly LanguageLink[];
  /**
   * Year in the copyright line. Without it the line names no year (`labels.copyrightUndated`):
   * the footer never reads the clock, so a page cached or prerendered on a server shows what its
   * author gave it.
   */
  year?: number;
}

/**
 * The page footer: who, section shortcuts, how to get in touch, and the copyright line. The
 * profile link carries `data-goal="profile-click"` for a host's analytics.
 */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    ownerName,
    headline,
    email,
    links = [],
    networkProfileUrl,
    networkProfileLabel,
    sectionsHref = "",
    onNavigate,
    items,
    languages = [],
    year,
    ...rest
  },
  forwardedRef,
) {
  const ownRef = useRef<HTMLElement>(null);
  useImperativeHandle(forwardedRef, () => ownRef.current as HTMLElement);
  useEffect(() => {
    if (!onNavigate && ownRef.current) return enhanceSectionLinks(ownRef.current);
  }, [onNavigate]);
  const choose = (id: string) =>
    onNavigate
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          onNavigate(id);
        }
      : undefined;
  const labels = useLabels("footer", siteLabels.footer);
  const sections = useLabels("navigation", siteLabels.navigation).sections;
  return (
    <StyledFooter ref={ownRef} {...rest}>
      <Inner>
        <Identity>
          <Name>{ownerName}</Name>
          <Headline>{headline}</Headline>
        </Identity>
        <nav aria-label={labels.landmark}>
          <NavList>
            <NavEntries
              items={items ?? sectionNavItems(sections, footerSectionOrder)}
              languages={languages}
              hrefOf={(id) => `${sectionsHref}#${id}`}
              choose={choose}
              Entry={NavEntry}
            />
          </NavList>
        </nav>
        <List>
          {email ? (
            <li>
              <ContactLink href={`mailto:${email}`}>
                <Icon name="mail" size={18} />
                {email}
              </ContactLink>
            </li>
          ) : null}
          {profileLinks({
            networkProfileUrl,
            networkProfileLabel: networkProfileLabel ?? labels.networkProfile,
            links: [...links],
          })
            .filter((link) => !email || link.href !== `mailto:${email}`)
            .map((link) => {
              const { attributes, newTab } = profileLinkProps(link);
              return (
                <li key={link.href}>
                  {newTab ? (
                    <ContactLink {...attributes}>
                      {link.label}
                      <NewTabNote />
                      <Icon name="external" size={16} />
                    </ContactLink>
                  ) : (
                    <ContactLink {...attributes}>
                      <Icon name="mail" size={18} />
                      {link.label}
                    </ContactLink>
                  )}
                </li>
              );
            })}
        </List>
      </Inner>
      <Copyright>{copyrightLine(labels, year, ownerName)}</Copyright>
    </StyledFooter>
  );
});
