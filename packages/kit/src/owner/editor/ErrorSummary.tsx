import type { ContentProblem } from "@pmfolio/core";
import { editorLabels } from "../../labels/editorLabels";
import { useLabels } from "../../labels/LabelsContext";
import { fieldId } from "./draft";
import { Notice } from "./editor.styles";

/** The id of a file's part of the form, where a problem with no field of its own is shown. */
export const partId = (file: string) => `part-${fieldId(file, "")}`;

/** `roles[2].title` → `roles[2]` → `roles` → "". */
function parentPath(path: string): string {
  return path.replace(/(?:\.[^.[\]]+|\[\d+\]|^[^.[\]]+)$/, "");
}

/**
 * The element a problem is shown at: its field's control, else the closest group around it
 * (a misspelt key has no control), else its file's part (a post's: the Posts part).
 */
function problemTarget(problem: ContentProblem): HTMLElement | null {
  for (let path = problem.path; ; path = parentPath(path)) {
    const element = document.getElementById(fieldId(problem.file, path));
    if (element) return element;
    // A post's fields are shown only while it is open: else its problem leads to the Posts part.
    if (!path)
      return document.getElementById(partId(problem.file.startsWith("posts/") ? "posts" : problem.file));
  }
}

/** Moves focus to the problem's field. */
function showProblem(problem: ContentProblem) {
  const target = problemTarget(problem);
  if (!target) return;
  target.focus();
  target.scrollIntoView?.({ block: "center" });
}

/**
 * Every problem in the content, at the top of the form: each links to its field, and following
 * the link moves focus there. Publish stays disabled while there is any.
 */
export function ErrorSummary({ id, problems }: { id: string; problems: readonly ContentProblem[] }) {
  const words = useLabels("editor", editorLabels.editor);
  if (!problems.length) return null;
  return (
    <Notice $tone="danger" id={id} aria-labelledby={`${id}-heading`} role="region">
      <h2 id={`${id}-heading`}>{words.problems(problems.length)}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.file}:${problem.path}:${problem.message}`}>
            <a
              href={`#${problemTarget(problem)?.id ?? fieldId(problem.file, problem.path)}`}
              onClick={(event) => {
                event.preventDefault();
                showProblem(problem);
              }}
            >
              {problem.file}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
