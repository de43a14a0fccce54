import { styled } from "styled-components";
import { mediaUp } from "../../../theme/tokens";
import { dashboardPanel, fieldControl, metaText, wrappingRow } from "../../../theme/fragments";
import { vars } from "../../../theme/vars";

export const Root = styled.div`
  ${dashboardPanel}
`;

export const Title = styled.h3`
  font-size: ${vars.fontSize.lg};
`;

export const Fields = styled.div`
  display: grid;
  gap: ${vars.space[3]};

  ${mediaUp("md")} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Field = styled.div`
  display: grid;
  align-content: start;
  gap: ${vars.space[1]};
  min-width: 0;

  label {
    font-weight: 600;
  }
`;

export const Input = styled.input`
  ${fieldControl}
`;

export const Select = styled.select`
  ${fieldControl}
`;

export const Output = styled.input`
  ${fieldControl}
  flex: 1 1 16rem;
  font-family: ${vars.font.mono};
  font-size: ${vars.fontSize.sm};
  background: ${vars.color.surface};
`;

export const Row = styled.div`
  ${wrappingRow}
  gap: ${vars.space[2]};
`;

export const Hint = styled.p`
  ${metaText}
`;

export const Live = styled.p`
  min-height: 1.5em;
  color: ${vars.color.success};
  font-weight: 600;

  &[data-state="selected"] {
    color: ${vars.color.text};
  }
`;
