import { styled } from "styled-components";
import { mediaUp, tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { metaText, stackedList } from "../../theme/fragments";

/*
 * On paper the résumé is a document: no navigation (the kit's NavBar and Footer hide
 * themselves in print), no download buttons, black on white at 10 pt, and every link followed
 * by its address, since a reader cannot click it. `@page` leaves the paper size to the printer,
 * so A4 and Letter both fit.
 */
export const Page = styled.article`
  max-width: 52rem;
  margin: 0 auto;
  /* Clear of the fixed navigation bar. */
  padding: calc(${tokens.layout.navHeight} + ${vars.space[6]}) ${vars.space[4]} ${vars.space[8]};
  color: ${vars.color.text};
  line-height: 1.55;

  ${mediaUp("md")} {
    padding-inline: ${vars.space[6]};
  }

  a {
    color: ${vars.color.primary};
    text-underline-offset: 0.15em;
  }

  @media print {
    @page {
      margin: 12mm 14mm;
    }
    max-width: none;
    padding: 0;
    color: #000;
    font-size: 9.5pt;
    line-height: 1.35;

    a {
      color: inherit;
      text-decoration: none;
    }
    /* The address of a link whose text is not its address already. */
    a[data-print-address]::after {
      content: " (" attr(href) ")";
      font-size: 0.9em;
      word-break: break-all;
    }
  }
`;

export const Header = styled.header`
  display: grid;
  gap: ${vars.space[1]};
  padding-bottom: ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border};

  @media print {
    gap: 0;
    padding-bottom: 4pt;
    border-bottom-color: #000;
  }
`;

export const Name = styled.h1`
  font-size: ${vars.fontSize["3xl"]};
  letter-spacing: -0.02em;
  line-height: 1.15;

  @media print {
    font-size: 20pt;
  }
`;

export const Headline = styled.p`
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.lg};
  font-weight: 600;

  @media print {
    color: #000;
    font-size: 12pt;
  }
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: ${vars.space[2]} 0 0;
  padding: 0;
  list-style: none;
  ${metaText}

  @media print {
    gap: 0 12pt;
    margin-top: 2pt;
    color: #000;
    font-size: 8.5pt;
  }
`;

export const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[4]};

  @media print {
    display: none;
  }
`;

export const Summary = styled.p`
  margin-top: ${vars.space[5]};
  font-size: ${vars.fontSize.lg};

  @media print {
    margin-top: 6pt;
    font-size: inherit;
  }
`;

export const Block = styled.section`
  margin-top: ${vars.space[6]};

  @media print {
    margin-top: 8pt;
  }
`;

export const BlockHeading = styled.h2`
  margin-bottom: ${vars.space[3]};
  padding-bottom: ${vars.space[1]};
  border-bottom: 2px solid ${vars.color.primary};
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  @media print {
    margin-bottom: 4pt;
    padding-bottom: 1pt;
    border-bottom: 0.75pt solid #000;
    color: #000;
    font-size: 10pt;
    break-after: avoid;
  }
`;

export const Entries = styled.ol`
  ${stackedList(vars.space[5])}

  @media print {
    gap: 5pt;
  }
`;

export const Entry = styled.li`
  @media print {
    break-inside: avoid;
  }
`;

export const EntryTitle = styled.h3`
  font-size: ${vars.fontSize.md};
  font-weight: 700;

  @media print {
    font-size: 10pt;
  }
`;

export const EntryMeta = styled.p`
  ${metaText}

  @media print {
    color: #000;
    font-size: 8.5pt;
    font-style: italic;
  }
`;

export const Points = styled.ul`
  margin: ${vars.space[2]} 0 0;
  padding-left: 1.25rem;
  /* Inside the entries' list a browser would draw circles: these are first-level points. */
  list-style: disc;

  li + li {
    margin-top: ${vars.space[1]};
  }

  @media print {
    margin-top: 1pt;
    padding-left: 12pt;

    li + li {
      margin-top: 0;
    }
  }
`;

export const Text = styled.p`
  margin-top: ${vars.space[1]};

  @media print {
    margin-top: 0;
  }
`;

export const Muted = styled.p`
  margin-top: ${vars.space[1]};
  ${metaText}

  @media print {
    margin-top: 0;
    color: #000;
    font-size: 8.5pt;
  }
`;

export const SkillList = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${vars.space[2]};
  }
  dt {
    font-weight: 700;
  }
  dt::after {
    content: ":";
  }
  dd {
    margin: 0;
  }

  @media print {
    gap: 1pt;
  }
`;
