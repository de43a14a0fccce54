/**
 * One value of a content file, as its schema describes it (./schemaFields): a control for a
 * single value, a group for an object, a list whose items move with buttons.
 */
import { Button, VisuallyHidden } from "../../../primitives";
import { useId, useState } from "react";
import { ImageUpload } from "../images/ImageUpload";
import { isImageFields } from "../images/imageFields";
import { MoveButtons } from "./MoveButtons";
import { fieldId, formatPath, moved, withKey, type FieldPath } from "../draft";
import { Field, Group, Row } from "../editor.styles";
import { useEditor } from "../editorContext";
import { useFieldWords } from "./fieldLabels";
import { eitherOption, emptyValue, type FieldNode, type ObjectNode } from "./schemaFields";
import {
  BooleanControl,
  ChoiceControl,
  FieldProblems,
  NumberControl,
  StringControl,
  TextControl,
} from "./ValueFields";

export interface FieldViewProps {
  node: FieldNode;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The content file, by name under the content folder. */
  file: string;
  path: FieldPath;
  /** The field's name in its file (for a list's item, the list's). */
  name: string;
  label: string;
  optional?: boolean;
}

/** The controls of a value of any kind. */
export function FieldView(props: FieldViewProps) {
  const { node, value, onChange, file, path, name, label, optional = false } = props;
  const at = formatPath(path);
  const words = useFieldWords();
  const control = {
    id: fieldId(file, at),
    name,
    hint: words.description(file, at, name),
    label,
    optional,
    value,
    onChange,
  };
  switch (node.kind) {
    case "text":
      return <TextControl {...control} />;
    case "string":
      return <StringControl {...control} />;
    case "number":
      return <NumberControl {...control} />;
    case "boolean":
      return <BooleanControl {...control} />;
    case "choice":
      return <ChoiceControl {...control} options={node.options} optionName={words.choice} />;
    case "fixed":
      return null;
    case "object":
      return optional ? <OptionalObject {...props} node={node} /> : <ObjectGroup {...props} node={node} />;
    case "list":
      return <ListGroup {...props} node={node} />;
    case "variant": {
      const kind = (value as Record<string, unknown> | undefined)?.[node.key];
      const option = node.options.find((candidate) => candidate.value === kind) ?? node.options[0]!;
      return <ObjectGroup {...props} node={option.node} />;
    }
    case "either":
      return <EitherField {...props} node={node} />;
  }
}

/** An object's fields in a group labelled by its name; a file's top level goes without a frame. */
export function ObjectFields({
  node,
  value,
  onChange,
  file,
  path,
}: Pick<FieldViewProps, "value" | "onChange" | "file" | "path"> & { node: ObjectNode }) {
  const object = (value ?? {}) as Record<string, unknown>;
  const order = node.fields.map((field) => field.key);
  const words = useFieldWords();
  return (
    <>
      {node.fields
        // A deprecated field is offered only to content that still uses it, to move it over.
        .filter((field) => !field.deprecated || object[field.key] !== undefined)
        .map((field) => (
          <FieldView
            key={field.key}
            node={field.node}
            value={object[field.key]}
            onChange={(changed) => onChange(withKey(object, field.key, changed, order))}
            file={file}
            path={[...path, field.key]}
            name={field.key}
            label={words.field(field.key)}
            optional={field.optional}
          />
        ))}
    </>
  );
}

function ObjectGroup(props: FieldViewProps & { node: ObjectNode }) {
  const id = fieldId(props.file, formatPath(props.path));
  const image = isImageFields(props.node.fields.map((field) => field.key));
  return (
    <Group id={id} tabIndex={-1} aria-describedby={useEditor().problems.has(id) ? `${id}-error` : undefined}>
      <legend>{props.label}</legend>
      <FieldProblems id={id} />
      {image ? (
        <ImageUpload
          label={props.label}
          altId={fieldId(props.file, formatPath([...props.path, "alt"]))}
          value={(props.value ?? {}) as Record<string, unknown>}
          onChange={props.onChange}
        />
      ) : null}
      <ObjectFields {...props} />
    </Group>
  );
}

/** An object that may be left out: "Add portrait" puts in an empty one, "Remove portrait" takes it out. */
function OptionalObject(props: FieldViewProps & { node: ObjectNode }) {
  const { node, value, onChange, label } = props;
  const { labels } = useFieldWords();
  if (value === undefined)
    return (
      <Row>
        <Button variant="secondary" size="sm" onClick={() => onChange(emptyValue(node))}>
          {labels.add(label)}
        </Button>
      </Row>
    );
  return (
    <div>
      <ObjectGroup {...props} optional={false} />
      <Row>
        <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
          {labels.remove(label)}
        </Button>
      </Row>
    </div>
  );
}

/** One of several kinds of value, chosen from a list (an optional one may be "Default": left out). */
function EitherField(props: FieldViewProps & { node: Extract<FieldNode, { kind: "either" }> }) {
  const { node, value, onChange, file, path, label, optional } = props;
  const id = `${fieldId(file, formatPath(path))}-kind`;
  const chosen = value === undefined ? -1 : eitherOption(node, value);
  const { labels } = useFieldWords();
  const optionName = (option: FieldNode) => (option.kind === "fixed" ? labels.none : labels.custom);
  return (
    <div>
      <Field>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={chosen}
          onChange={(event) => {
            const index = Number(event.target.value);
            onChange(index === -1 ? undefined : emptyValue(node.options[index]!));
          }}
        >
          {optional ? <option value={-1}>{labels.default}</option> : null}
          {node.options.map((option, index) => (
            <option key={index} value={index}>
              {optionName(option)}
            </option>
          ))}
        </select>
      </Field>
      {chosen === -1 ? null : <FieldView {...props} node={node.options[chosen]!} optional={false} />}
    </div>
  );
}

/** A list: each item with Move up, Move down and Remove; Add at the end (for blocks, of a chosen kind). */
function ListGroup(props: FieldViewProps & { node: Extract<FieldNode, { kind: "list" }> }) {
  const { node, value, onChange, file, path, name, label, optional } = props;
  const { focusAfterRender } = useEditor();
  const words = useFieldWords();
  const items = Array.isArray(value) ? value : [];
  const id = fieldId(file, formatPath(path));
  const set = (next: unknown[]) => onChange(optional && next.length === 0 ? undefined : next);
  const buttonId = (index: number, direction: "up" | "down") => `${id}-${index}-${direction}`;
  const move = (from: number, to: number, direction: "up" | "down") => {
    set(moved(items, from, to));
    // Focus follows the moved item; at the end of the list its other button is the one left.
    const edge = to === 0 || to === items.length - 1;
    focusAfterRender(buttonId(to, edge ? (direction === "up" ? "down" : "up") : direction));
  };
  const itemName = (index: number) => words.item(name, index);
  return (
    <Group id={id} tabIndex={-1} aria-describedby={useEditor().problems.has(id) ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <FieldProblems id={id} />
      {items.map((item, index) => {
        const kind =
          node.item.kind === "variant" ? (item as Record<string, unknown>)[node.item.key] : undefined;
        const title =
          kind === undefined ? itemName(index) : `${itemName(index)}: ${words.field(String(kind))}`;
        return (
          <div key={index}>
            <FieldView
              node={node.item}
              value={item}
              onChange={(changed) => set(items.map((old, at) => (at === index ? changed : old)))}
              file={file}
              path={[...path, index]}
              name={name}
              label={title}
            />
            <Row>
              <MoveButtons
                index={index}
                count={items.length}
                title={title}
                buttonId={(direction) => buttonId(index, direction)}
                onMove={(to, direction) => move(index, to, direction)}
                variant="ghost"
              />
              <Button variant="ghost" size="sm" onClick={() => set(items.filter((_, at) => at !== index))}>
                {words.labels.removeItem}
                <VisuallyHidden>: {title}</VisuallyHidden>
              </Button>
            </Row>
          </div>
        );
      })}
      <AddItem node={node.item} noun={words.itemNoun(name)} onAdd={(item) => set([...items, item])} />
    </Group>
  );
}

/** "Add role"; for blocks, the kind of block is chosen first. */
function AddItem({ node, noun, onAdd }: { node: FieldNode; noun: string; onAdd: (item: unknown) => void }) {
  const [kind, setKind] = useState(0);
  const selectId = useId();
  const words = useFieldWords();
  if (node.kind !== "variant")
    return (
      <Row>
        <Button variant="secondary" size="sm" onClick={() => onAdd(emptyValue(node))}>
          {words.labels.add(noun)}
        </Button>
      </Row>
    );
  return (
    <Row>
      <Field>
        <label htmlFor={selectId}>{words.labels.kindOf(noun)}</label>
        <select id={selectId} value={kind} onChange={(event) => setKind(Number(event.target.value))}>
          {node.options.map((option, index) => (
            <option key={option.value} value={index}>
              {words.field(option.value)}
            </option>
          ))}
        </select>
      </Field>
      <Button variant="secondary" size="sm" onClick={() => onAdd(emptyValue(node.options[kind]!.node))}>
        {words.labels.add(noun)}
      </Button>
    </Row>
  );
}
