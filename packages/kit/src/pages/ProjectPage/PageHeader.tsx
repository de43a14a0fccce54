import type { ReactNode } from "react";
import { Container, type ContainerWidth } from "../../layout/Container";
import { HeaderBand, HeaderInner } from "./ProjectPage.styles";

/**
 * The band at the top of a page of its own (a project's page, a post, the writing index): room for
 * the fixed navigation bar over a soft gradient, then what `children` give, one under another.
 */
export function PageHeader({ width, children }: { width?: ContainerWidth; children: ReactNode }) {
  return (
    <HeaderBand>
      <Container width={width}>
        <HeaderInner>{children}</HeaderInner>
      </Container>
    </HeaderBand>
  );
}
