/** The editor's look, from the kit's theme variables, so both colour schemes follow. */
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { OwnerPage } from "../OwnerPage";
import { css, styled } from "styled-components";
import { bareList, fieldHint, fieldProblem, metaText, stackedList, wrappingRow } from "../../theme/fragments";

/**
 * The kit's frame of an owner page (heading, Log out, Log out everywhere, in the owner labels'
 * words, as the inbox and the dashboard show them); the parts' headings take focus from the
 * error summary's links without a ring, as the page's heading does.
 */
export const EditorPage = styled(OwnerPage)`
  h2:focus {
    outline: none;
  }
`;

/** The form, and its preview beside it from large screens up (below it on a phone). */
export const Workspace = styled.div`
  display: grid;
  gap: ${vars.space[8]};

  & > * {
    min-width: 0;
  }

  ${mediaUp("lg")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Row = styled.div`
  ${wrappingRow}
  gap: ${vars.space[2]};
`;

/** A file's part of the form (Profile, About, …), under its own heading. */
export const Part = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};

  h2 {
    font-size: ${vars.fontSize["2xl"]};
  }
`;

export const Group = styled.fieldset`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  legend {
    padding: 0 ${vars.space[1]};
    font-weight: 600;
  }
`;

/** A text field's or a list's box, in both colour schemes. */
export const control = css`
  min-height: 2.5rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  font: inherit;
  color: ${vars.color.text};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
`;

export const Field = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;

  label {
    font-weight: 600;
  }

  input:not([type="checkbox"]),
  select,
  textarea {
    width: 100%;
    ${control}
  }

  textarea {
    min-height: 5rem;
    resize: vertical;
  }

  [aria-invalid="true"] {
    border-color: ${vars.color.danger};
    border-width: 2px;
  }

  :focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

/** A text's languages side by side, the default first; stacked on a phone. */
export const Languages = styled.div`
  display: grid;
  gap: ${vars.space[3]};

  ${mediaUp("md")} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
`;

export const CheckField = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${vars.color.primary};
  }
`;

export const Hint = styled.p`
  ${fieldHint}
`;

export const ErrorText = styled.p`
  ${fieldProblem}
`;

/** A notice above the form: the error summary, the publish state, why the form is read-only. */
export const Notice = styled.div<{ $tone: "danger" | "success" | "warning" | "neutral" }>`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  border: 1px solid ${({ $tone }) => ($tone === "neutral" ? vars.color.border : vars.color[$tone])};
  background: ${({ $tone }) => ($tone === "neutral" ? vars.color.surface : vars.color[`${$tone}Soft`])};
  color: ${vars.color.text};

  h2 {
    font-size: ${vars.fontSize.lg};
  }

  a {
    color: inherit;
    text-decoration: underline;
  }

  ul {
    margin: 0;
    padding-left: ${vars.space[5]};
  }
`;

/** Keeps Publish in reach on a long form. */
export const PublishBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  ${wrappingRow}
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} 0;
  background: ${vars.color.background};
  border-top: 1px solid ${vars.color.border};
`;

export const ReadOnlyScope = styled.fieldset`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** The links to each part of the form. */
export const PartsList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[4]};
  ${bareList}

  a {
    color: ${vars.color.primary};
  }
`;

/** A post's Markdown and its preview: side by side on a wide screen, the preview below on a phone. */
export const WritingPane = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;

  ${mediaUp("md")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }

  textarea {
    min-height: 24rem;
    font-family: ${vars.font.mono};
  }
`;

export const PreviewFrame = styled.section`
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  overflow-wrap: anywhere;

  h3 {
    margin-top: 0;
    ${metaText}
    text-transform: uppercase;
  }

  img {
    max-width: 100%;
    height: auto;
  }
`;

/** The posts, one a row: title, date, languages, draft marker and the buttons. */
export const PostList = styled.ul`
  ${stackedList(vars.space[2])}

  > li {
    ${wrappingRow}
    gap: ${vars.space[2]} ${vars.space[3]};
    padding: ${vars.space[2]} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
`;

/** A file's versions in its History, newest first: when, what, and its Restore button. */
export const VersionList = styled(PostList).attrs({ as: "ol" })`
  margin-block: ${vars.space[3]};
  max-height: min(60vh, 32rem);
  overflow-y: auto;

  > li > span {
    flex: 1 1 16rem;
  }
`;

/** The media library's images: a thumbnail, what it is, and its Replace. */
export const MediaList = styled(PostList)`
  margin-block: ${vars.space[3]};

  > li > img {
    flex: none;
    width: 4rem;
    height: 4rem;
    object-fit: cover;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
  }

  > li > div {
    flex: 1 1 16rem;
    overflow-wrap: anywhere;
  }

  > li > label {
    display: grid;
    gap: ${vars.space[1]};
    font-size: ${vars.fontSize.sm};
  }
`;

/** A language's tab of a post. */
export const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  [aria-selected="true"] {
    font-weight: 700;
    text-decoration: underline;
  }
`;

export const ConfirmDialog = styled.dialog`
  max-width: min(32rem, calc(100vw - 2rem));
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};

  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
`;
