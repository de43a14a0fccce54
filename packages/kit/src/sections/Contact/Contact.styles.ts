import { styled } from "styled-components";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { quietLink, stackedList } from "../../theme/fragments";

export const ContactGrid = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  align-items: start;

  ${mediaUp("lg")} {
    grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr);
    gap: ${vars.space[6]};
  }
`;

export const Options = styled.ul`
  ${stackedList(vars.space[2])}
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 56px;
  overflow-wrap: anywhere;

  a {
    ${quietLink}
  }
`;

export const OptionIcon = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySoft};
  color: ${vars.color.primary};

  &[data-tone="accent"] {
    background: ${vars.color.secondarySoft};
    color: ${vars.color.secondary};
  }
`;

export const OptionText = styled.span`
  color: ${vars.color.textMuted};
`;
