import type { ReactNode } from "react";
import { Part } from "./editor.styles";
import { partId } from "./ErrorSummary";

/**
 * One part of the form: a section named by its heading, whose id the parts' list and the problems'
 * summary link to (`partId`); the heading takes focus when they do.
 */
export function PartSection({ part, title, children }: { part: string; title: string; children: ReactNode }) {
  return (
    <Part aria-labelledby={`${partId(part)}-heading`}>
      <h2 id={partId(part)} tabIndex={-1}>
        <span id={`${partId(part)}-heading`}>{title}</span>
      </h2>
      {children}
    </Part>
  );
}
