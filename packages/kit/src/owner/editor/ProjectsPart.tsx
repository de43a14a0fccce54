/**
 * The projects: one file each (projects/{slug}.json), shown in projects.json's order, which the
 * Move up and Move down buttons change. Adding one makes its file; removing one deletes it.
 */
import { isProjectSlug, projectFileName, projectFileSchema } from "@pmfolio/core";
import { editorLabels } from "../../labels/editorLabels";
import { useLabels } from "../../labels/LabelsContext";
import { Button, VisuallyHidden } from "../../primitives";
import { useId, useState } from "react";
import { fieldId, moved, withKey, type Draft } from "./draft";
import { memoOnFiles, type FilesPartProps } from "./memoOnFiles";
import { Group, Row } from "./editor.styles";
import { PartTextField } from "./fields/ValueFields";
import { FileHistory } from "./FileHistory";
import { useEditor } from "./editorContext";
import { ObjectFields } from "./fields/FieldView";
import { MoveButtons } from "./fields/MoveButtons";
import { describeSchema, emptyValue, type ObjectNode } from "./fields/schemaFields";

const projectNode = describeSchema(projectFileSchema) as ObjectNode;

const isProjectsFile = (name: string) => name === "projects.json" || name.startsWith("projects/");

export const ProjectsPart = memoOnFiles(Projects, isProjectsFile);

function Projects({ draft, onChange }: FilesPartProps) {
  const { focusAfterRender } = useEditor();
  const words = useLabels("editor", editorLabels.editor);
  const index = (draft["projects.json"] ?? { order: [] }) as Record<string, unknown>;
  const order = Array.isArray(index.order) ? (index.order as string[]) : [];
  const setOrder = (next: string[], files: Draft = {}) =>
    onChange({ "projects.json": withKey(index, "order", next, ["order"]), ...files });
  const buttonId = (slug: string, direction: "up" | "down") =>
    `${fieldId(projectFileName(slug), "")}-${direction}`;

  const move = (from: number, to: number, direction: "up" | "down") => {
    const slug = order[from]!;
    setOrder(moved(order, from, to));
    const edge = to === 0 || to === order.length - 1;
    focusAfterRender(buttonId(slug, edge ? (direction === "up" ? "down" : "up") : direction));
  };

  return (
    <>
      {order.map((slug, at) => {
        const file = projectFileName(slug);
        const project = draft[file] as Record<string, unknown> | undefined;
        const title = typeof project?.title === "string" && project.title ? project.title : slug;
        const name = words.project(String(at + 1), title);
        return (
          <Group key={slug} id={fieldId(file, "")} tabIndex={-1}>
            <legend>{name}</legend>
            <Row>
              <MoveButtons
                index={at}
                count={order.length}
                title={name}
                buttonId={(direction) => buttonId(slug, direction)}
                onMove={(to, direction) => move(at, to, direction)}
                variant="secondary"
              />
              <Button
                variant="danger"
                size="sm"
                onClick={() =>
                  setOrder(
                    order.filter((other) => other !== slug),
                    { [file]: undefined },
                  )
                }
              >
                {words.removeProject}
                <VisuallyHidden>: {name}</VisuallyHidden>
              </Button>
              <FileHistory file={file} title={name} />
            </Row>
            <p>{words.projectPage(slug)}</p>
            {project === undefined ? null : (
              <ObjectFields
                node={projectNode}
                value={project}
                onChange={(changed) => onChange({ [file]: changed })}
                file={file}
                path={[]}
              />
            )}
          </Group>
        );
      })}
      <AddProject
        taken={order}
        onAdd={(slug) => setOrder([...order, slug], { [projectFileName(slug)]: emptyValue(projectNode) })}
      />
    </>
  );
}

/** A new project, by the address of its page; its file is made with its required fields empty. */
function AddProject({ taken, onAdd }: { taken: readonly string[]; onAdd: (slug: string) => void }) {
  const id = useId();
  const [slug, setSlug] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const words = useLabels("editor", editorLabels.editor);
  const add = () => {
    if (!isProjectSlug(slug)) setProblem(words.badProjectAddress);
    else if (taken.includes(slug)) setProblem(words.takenProjectAddress(slug));
    else {
      setProblem(null);
      setSlug("");
      onAdd(slug);
    }
  };
  return (
    <Row>
      <PartTextField
        id={id}
        label={words.newProjectAddress}
        value={slug}
        onChange={setSlug}
        problem={problem}
        onEnter={add}
      />
      <Button variant="secondary" size="sm" onClick={add}>
        {words.addProject}
      </Button>
    </Row>
  );
}
