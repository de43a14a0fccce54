import { styled } from "styled-components";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";

/**
 * "default" is the page colour and "muted" the muted surface; "auto" alternates the two by the
 * section's position among its parent's sections (every second one muted), so a page that leaves
 * a section out never puts two tinted bands side by side.
 */
export type SectionTone = "default" | "muted" | "auto";

export const StyledSection = styled.section`
  padding-block: ${vars.space[8]};
  background: ${vars.color.background};

  &[data-tone="muted"],
  &[data-tone="auto"]:nth-of-type(even) {
    background: ${vars.color.surface};
  }

  ${mediaUp("md")} {
    padding-block: ${vars.space[9]};
  }
`;
