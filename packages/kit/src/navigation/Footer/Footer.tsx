import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { Icon } from "../../icons";
import { NewTabNote } from "../../layout";
import type { NavItem } from "../scroll";
import {
  ContactLink,
  Copyright,
  Headline,
  Identity,
  Inner,
  List,
  Name,
  NavButton,
  NavList,
  StyledFooter,
} from "./Footer.styles";

/** The footer's section entries, in the spec's order (not the page's). */
export const footerNavItems: readonly NavItem[] = [
  { id: "home", label: "Home" },
  { id: "about", label: "About" },
  { id: "skills", label: "Skills" },
  { id: "experience", label: "Experience" },
  { id: "projects", label: "Projects" },
  { id: "contact", label: "Contact" },
];

export interface FooterProps extends Omit<ComponentPropsWithoutRef<"footer">, "children"> {
  /** The owner's full name, shown with the headline and in the copyright line. */
  ownerName: string;
  /** One line under the name, e.g. "Senior Product Manager". */
  headline: string;
  /** Address for the mailto link. */
  email: string;
  /** The owner's professional-network profile; opens in a new tab. */
  networkProfileUrl: string;
  /**
   * Text of the profile link.
   * @defaultValue "LinkedIn"
   */
  networkProfileLabel?: string;
  /** Called with a section id when an entry is chosen; the host scrolls there (80 px above) or routes to `/#id`. */
  onNavigate: (id: string) => void;
  /**
   * The section entries, in order.
   * @defaultValue footerNavItems (Home, About, Skills, Experience, Projects, Contact)
   */
  items?: readonly NavItem[];
  /**
   * Year in the copyright line.
   * @defaultValue the current year
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
    networkProfileUrl,
    networkProfileLabel = "LinkedIn",
    onNavigate,
    items = footerNavItems,
    year = new Date().getFullYear(),
    ...rest
  },
  ref,
) {
  return (
    <StyledFooter ref={ref} {...rest}>
      <Inner>
        <Identity>
          <Name>{ownerName}</Name>
          <Headline>{headline}</Headline>
        </Identity>
        <nav aria-label="Footer">
          <NavList>
            {items.map((item) => (
              <li key={item.id}>
                <NavButton type="button" onClick={() => onNavigate(item.id)}>
                  {item.label}
                </NavButton>
              </li>
            ))}
          </NavList>
        </nav>
        <List>
          <li>
            <ContactLink href={`mailto:${email}`}>
              <Icon name="mail" size={18} />
              {email}
            </ContactLink>
          </li>
          <li>
            <ContactLink
              href={networkProfileUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-goal="profile-click"
            >
              {networkProfileLabel}
              <NewTabNote />
              <Icon name="external" size={16} />
            </ContactLink>
          </li>
        </List>
      </Inner>
      <Copyright>
        © {year} {ownerName}. All rights reserved.
      </Copyright>
    </StyledFooter>
  );
});
