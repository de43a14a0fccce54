import { styled } from "styled-components";
import { Reveal } from "../../motion/Reveal";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export const ProjectGrid = styled(Reveal)`
  display: grid;
  gap: ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }

  ${mediaUp("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[6]};
  }
`;
