/** The preview's frame and controls, from the kit's theme variables. */
import { mediaUp } from "../../../theme/tokens";
import { vars } from "../../../theme/vars";
import { styled } from "styled-components";
import { control } from "../editor.styles";

/** Beside the form from large screens up, where it stays in view while the form scrolls; below it on a phone. */
export const PreviewPanel = styled.aside`
  display: grid;
  gap: ${vars.space[3]};
  align-content: start;
  min-width: 0;

  ${mediaUp("lg")} {
    position: sticky;
    top: ${vars.space[4]};
  }

  h2 {
    font-size: ${vars.fontSize["2xl"]};
  }
`;

export const PreviewControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[5]};

  label:has(select) {
    font-weight: 600;
  }
  select {
    margin-inline-start: ${vars.space[2]};
    font-weight: 400;
    ${control}
  }
`;

export const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    float: left;
    margin-inline-end: ${vars.space[2]};
    font-weight: 600;
  }
`;

/** The frame's box: as wide as the column, as tall as the drawn frame. */
export const FrameBox = styled.div`
  overflow: hidden;

  iframe {
    display: block;
    /* Its width is the page's viewport; the border goes around it. */
    box-sizing: content-box;
    max-width: none;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.background};
  }
`;
