import { scrollToSection } from "@pmfolio/kit";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * Navigation to a home-page section, as the spec describes: on `/` scroll smoothly
 * to the section (80 px above it); from any other route go to `/#section`, where
 * the home page scrolls after about 100 ms.
 */
export function useSectionNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (pathname === "/") scrollToSection(id);
      else navigate(`/#${id}`);
    },
    [pathname, navigate],
  );
}
