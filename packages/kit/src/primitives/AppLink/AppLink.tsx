import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ForwardRefExoticComponent,
  type ReactNode,
  type RefAttributes,
} from "react";

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Destination: a route ("/projects/x", "/#projects") or an absolute URL. */
  href: string;
}

/** A link component the host app supplies, e.g. an adapter around react-router's `Link`. */
export type LinkComponent = ForwardRefExoticComponent<AppLinkProps & RefAttributes<HTMLAnchorElement>>;

const PlainAnchor: LinkComponent = forwardRef<HTMLAnchorElement, AppLinkProps>(function PlainAnchor(
  { children, ...rest },
  ref,
) {
  return (
    <a ref={ref} {...rest}>
      {children}
    </a>
  );
});

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** Renders in-app links (for client-side routing). @defaultValue a plain `<a>` */
  component: LinkComponent;
  children: ReactNode;
}

/** Lets the kit's internal links use the host app's router without depending on it. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** An in-app link rendered by the component from `LinkProvider` (a plain `<a>` by default). */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(props, ref) {
  const Link = useContext(LinkContext);
  // Link is chosen once by the host app through LinkProvider, not created during render.
  // eslint-disable-next-line react-hooks/static-components
  return <Link ref={ref} {...props} />;
});
