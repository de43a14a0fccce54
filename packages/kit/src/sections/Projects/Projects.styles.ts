import { styled } from "styled-components";
import { Reveal } from "../../motion/Reveal";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { stretchedItems } from "../../theme/fragments";

export const ProjectGrid = styled(Reveal)`
  display: grid;
  gap: ${vars.space[5]};
  ${stretchedItems}

  ${mediaUp("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[6]};
  }
`;
