import { styled } from "styled-components";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { iconWithText } from "../../theme/fragments";

export type SectionHeadingAlign = "start" | "center";

export const StyledHeadingGroup = styled.hgroup`
  display: grid;
  gap: ${vars.space[3]};
  max-width: 720px;
  margin: 0 0 ${vars.space[7]};

  &[data-align="center"] {
    margin-inline: auto;
    text-align: center;
    justify-items: center;
  }

  ${mediaUp("md")} {
    margin-bottom: ${vars.space[8]};
  }
`;

export const Eyebrow = styled.p`
  ${iconWithText}
  color: ${vars.color.secondary};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  &::before {
    content: "";
    width: 24px;
    height: 2px;
    border-radius: ${vars.radius.pill};
    background: currentColor;
  }
`;

export const Title = styled.h2`
  color: ${vars.color.text};
  font-size: ${vars.fontSize["2xl"]};
  font-weight: 800;
  letter-spacing: -0.02em;
  text-wrap: balance;

  ${mediaUp("md")} {
    font-size: ${vars.fontSize["3xl"]};
  }
`;

export const Lead = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
  line-height: 1.7;
  text-wrap: pretty;
`;
