import { styled } from "styled-components";
import { tokens } from "../../theme/tokens";
import { problemNotice } from "../../theme/fragments";
import { vars } from "../../theme/vars";

/* Owner pages sit under the kit's fixed navigation bar, like every page does. */
export const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: calc(${tokens.layout.navHeight} + ${vars.space[7]}) ${vars.space[4]} ${vars.space[8]};
`;

export const Card = styled.form`
  width: 100%;
  max-width: 26rem;
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.md};
`;

export const Title = styled.h1`
  font-size: ${vars.fontSize["2xl"]};
  text-align: center;
`;

export const Description = styled.p`
  color: ${vars.color.textMuted};
  text-align: center;
`;

export const Field = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${vars.fontSize.sm};
`;

export const Input = styled.input`
  min-height: 44px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};

  &::placeholder {
    color: ${vars.color.textMuted};
  }
  &[aria-invalid="true"] {
    border-color: ${vars.color.danger};
  }
`;

export const ErrorMessage = styled.p`
  padding: ${vars.space[3]};
  ${problemNotice}
  font-size: ${vars.fontSize.sm};

  &:empty {
    display: none;
  }
`;
