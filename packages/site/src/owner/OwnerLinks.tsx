import { OWNER_PATHS } from "@pmfolio/core";
import { AppLink, tokens, vars } from "@pmfolio/kit";
import { styled } from "styled-components";
import { ownerLabels } from "./ownerLabels";

const words = ownerLabels.ownerApp;
const pages: { path: string; label: string }[] = [
  { path: OWNER_PATHS.inbox, label: words.inbox },
  { path: OWNER_PATHS.analytics, label: words.analytics },
  { path: OWNER_PATHS.content, label: words.editContent },
];

const Links = styled.nav`
  width: 100%;
  max-width: ${tokens.layout.contentWidth};
  margin: 0 auto;
  padding: 0 ${vars.space[4]} ${vars.space[6]};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]} ${vars.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    color: ${vars.color.primary};
  }
`;

/** The owner's pages, linked from each of them (the current one marked), under the page. */
export function OwnerLinks({ current }: { current: string }) {
  return (
    <Links aria-label={words.pagesLandmark}>
      <ul>
        {pages.map(({ path, label }) => (
          <li key={path}>
            <AppLink href={path} aria-current={path === current ? "page" : undefined}>
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </Links>
  );
}
