import { styled } from "styled-components";
import type { Tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export type StackSpace = keyof Tokens["space"];
export type StackAlign = "start" | "center" | "end" | "baseline";
export type StackJustify = "start" | "center" | "end" | "between";

const alignItems: Record<StackAlign, string> = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  baseline: "baseline",
};
const justifyContent: Record<StackJustify, string> = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  between: "space-between",
};

export interface StackStyleProps {
  $direction: "row" | "column";
  $wrap: boolean;
  $rowGap: StackSpace;
  $columnGap: StackSpace;
  $align?: StackAlign;
  $justify?: StackJustify;
}

// Each combination of props is one static class: styled-components writes it once, whatever
// renders it, so a row costs what its hand-written rule cost.
export const StyledStack = styled.div<StackStyleProps>`
  display: flex;
  ${({ $direction }) => ($direction === "column" ? "flex-direction: column;" : "")}
  ${({ $wrap }) => ($wrap ? "flex-wrap: wrap;" : "")}
  ${({ $align }) => ($align ? `align-items: ${alignItems[$align]};` : "")}
  ${({ $justify }) => ($justify ? `justify-content: ${justifyContent[$justify]};` : "")}
  gap: ${({ $rowGap, $columnGap }) =>
    $rowGap === $columnGap ? vars.space[$rowGap] : `${vars.space[$rowGap]} ${vars.space[$columnGap]}`};
`;
