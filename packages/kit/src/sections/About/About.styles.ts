import { styled } from "styled-components";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export const AboutGrid = styled.div`
  display: grid;
  gap: ${vars.space[7]};
  align-items: start;

  ${mediaUp("lg")} {
    gap: ${vars.space[8]};

    &[data-highlights="true"] {
      grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    }
  }
`;

export const Paragraphs = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
  line-height: 1.75;

  p:first-child {
    color: ${vars.color.text};
  }
`;
