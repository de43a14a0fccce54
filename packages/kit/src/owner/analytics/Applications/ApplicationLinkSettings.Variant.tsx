import { useEffect, useId, useRef, useState } from "react";
import { formatCount, useLocale } from "../../../labels";
import { Checkbox } from "../../../internal/Checkbox";
import { Button } from "../../../primitives/Button";
import { Choices, FieldError, Fieldset, Hint, Moves, ProjectRow } from "./ApplicationLinkSettings.styles";
import type { LinkForm, LinkProject, LinkRole } from "./linkSettingsForm";
import { useApplicationLabels } from "./useApplicationLabels";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";

interface PartProps {
  form: LinkForm;
  onChange: (form: LinkForm) => void;
  /** The server's word on this part (`fields.resume` or `fields.privateProjects`). */
  error?: string;
}

/** Which projects the résumé shows, in what order: a checkbox each and buttons that move it. */
export function VariantProjects({
  form,
  onChange,
  projects,
}: Omit<PartProps, "error"> & { projects: readonly LinkProject[] }) {
  const labels = useApplicationLabels();
  const locale = useLocale();
  const id = useId();
  const titles = new Map(projects.map((project) => [project.slug, project.title]));
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  // After a move, focus follows the project (its button moved with it, or the other one when it reached an end).
  const [moved, setMoved] = useState<{ slug: string; direction: "up" | "down" } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const own = moveButtons.current.get(`${moved.slug}:${moved.direction}`);
    const other = moveButtons.current.get(`${moved.slug}:${moved.direction === "up" ? "down" : "up"}`);
    (own && !own.disabled ? own : other)?.focus();
  }, [moved]);

  const move = (at: number, direction: "up" | "down") => {
    const to = direction === "up" ? at - 1 : at + 1;
    const next = [...form.projects];
    [next[at], next[to]] = [next[to]!, next[at]!];
    onChange({ ...form, projects: next });
    setMoved({ slug: form.projects[at]!.slug, direction });
  };
  const count = form.projects.length;
  const movedAt = moved ? form.projects.findIndex((project) => project.slug === moved.slug) : -1;

  return (
    <Fieldset>
      <legend>{labels.resumeProjects}</legend>
      <Choices>
        {form.projects.map((project, at) => {
          const title = titles.get(project.slug) ?? project.slug;
          return (
            <ProjectRow key={project.slug}>
              <label htmlFor={`${id}-${project.slug}`}>
                <Checkbox
                  id={`${id}-${project.slug}`}
                  checked={project.shown}
                  onChange={(event) =>
                    onChange({
                      ...form,
                      projects: form.projects.map((other) =>
                        other.slug === project.slug
                          ? { ...other, shown: event.currentTarget.checked }
                          : other,
                      ),
                    })
                  }
                />{" "}
                {title}
              </label>
              <Moves>
                <Button
                  ref={(element) => void moveButtons.current.set(`${project.slug}:up`, element)}
                  variant="ghost"
                  size="sm"
                  disabled={at === 0}
                  aria-label={labels.moveUp(title)}
                  onClick={() => move(at, "up")}
                >
                  <span aria-hidden>↑</span>
                </Button>
                <Button
                  ref={(element) => void moveButtons.current.set(`${project.slug}:down`, element)}
                  variant="ghost"
                  size="sm"
                  disabled={at === count - 1}
                  aria-label={labels.moveDown(title)}
                  onClick={() => move(at, "down")}
                >
                  <span aria-hidden>↓</span>
                </Button>
              </Moves>
            </ProjectRow>
          );
        })}
      </Choices>
      <VisuallyHidden aria-live="polite">
        {moved && movedAt >= 0
          ? labels.moved(
              titles.get(moved.slug) ?? moved.slug,
              formatCount(movedAt + 1, locale),
              formatCount(count, locale),
            )
          : ""}
      </VisuallyHidden>
    </Fieldset>
  );
}

/** Which experience highlights the résumé keeps: a group of checkboxes per role. */
export function VariantHighlights({
  form,
  onChange,
  roles,
}: Omit<PartProps, "error"> & { roles: readonly LinkRole[] }) {
  const labels = useApplicationLabels();
  const id = useId();
  const toggle = (highlight: string, kept: boolean) =>
    onChange({
      ...form,
      highlights: kept
        ? [...form.highlights, highlight]
        : form.highlights.filter((other) => other !== highlight),
    });
  if (roles.every((role) => role.highlights.length === 0)) return null;
  return (
    <Fieldset>
      <legend>{labels.highlights}</legend>
      {roles.map((role, at) =>
        role.highlights.length > 0 ? (
          <Fieldset key={`${at}-${role.title}`}>
            <legend>{role.title}</legend>
            <Choices>
              {role.highlights.map((text, highlight) => {
                const value = `${at}.${highlight}`;
                return (
                  <ProjectRow key={value}>
                    <label htmlFor={`${id}-${value}`}>
                      <Checkbox
                        id={`${id}-${value}`}
                        checked={form.highlights.includes(value)}
                        onChange={(event) => toggle(value, event.currentTarget.checked)}
                      />{" "}
                      {text}
                    </label>
                  </ProjectRow>
                );
              })}
            </Choices>
          </Fieldset>
        ) : null,
      )}
    </Fieldset>
  );
}

/** Which private projects the link opens in full: only the private ones are listed. */
export function SharedProjects({
  form,
  onChange,
  projects,
  error,
}: PartProps & { projects: readonly LinkProject[] }) {
  const labels = useApplicationLabels();
  const id = useId();
  const shared = projects.filter((project) => project.private);
  return (
    <Fieldset
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      aria-invalid={error ? true : undefined}
    >
      <legend>{labels.privateProjects}</legend>
      <Hint id={`${id}-hint`}>
        {shared.length > 0 ? labels.privateProjectsHint : labels.noPrivateProjects}
      </Hint>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {shared.length > 0 ? (
        <Choices>
          {shared.map((project) => (
            <ProjectRow key={project.slug}>
              <label htmlFor={`${id}-${project.slug}`}>
                <Checkbox
                  id={`${id}-${project.slug}`}
                  checked={form.privateProjects.includes(project.slug)}
                  onChange={(event) =>
                    onChange({
                      ...form,
                      privateProjects: event.currentTarget.checked
                        ? [...form.privateProjects, project.slug]
                        : form.privateProjects.filter((slug) => slug !== project.slug),
                    })
                  }
                />{" "}
                {project.title}
              </label>
            </ProjectRow>
          ))}
        </Choices>
      ) : null}
    </Fieldset>
  );
}
