import { applicationLinkLimits, type ApplicationLink, type ApplicationLinkChange } from "@pmfolio/core";
import {
  forwardRef,
  useId,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
} from "react";
import { formatCount, useLocale } from "../../../labels";
import { Checkbox, CheckLabel } from "../../../internal/Checkbox";
import { Button } from "../../../primitives/Button";
import {
  Actions,
  Dialog,
  Done,
  Field,
  FieldError,
  Fieldset,
  Form,
  Hint,
  Input,
  Problem,
} from "./ApplicationLinkSettings.styles";
import { SharedProjects, VariantHighlights, VariantProjects } from "./ApplicationLinkSettings.Variant";
import {
  expiryTimeZone,
  linkChange,
  linkForm,
  type LinkForm,
  type LinkProject,
  type LinkRole,
} from "./linkSettingsForm";
import { useApplicationLabels } from "./useApplicationLabels";

export interface ApplicationLinkSettingsProps extends Omit<HTMLAttributes<HTMLDivElement>, "onSubmit"> {
  /** The application's name (its company, else its tag): names the button and the dialog. */
  name: string;
  /** What the link shows now (the summary's `link`); without it, the public site. */
  link?: ApplicationLink;
  /** The site's projects, in the content's order, with their public titles; the private ones are marked. */
  projects: readonly LinkProject[];
  /** The site's roles, in the content's order, with their highlights. */
  roles: readonly LinkRole[];
  /**
   * Saves every setting with one request. Rejects with an `Error` to show; an `Error` that has
   * `fields` (the API's 400 answer: a message by field name) shows each beside its field.
   */
  onSave: (change: ApplicationLinkChange) => Promise<void>;
  /**
   * The IANA time zone of the expiry day: the link closes at the end of that day there.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
  /**
   * Opens the settings at once (a story, a link to them).
   * @defaultValue false
   */
  defaultOpen?: boolean;
}

type SaveState =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved" }
  | { state: "failed"; message: string; fields: Record<string, string> };

/**
 * What one application's link shows, set in a modal dialog its button opens: a greeting, a
 * pause, an expiry day, a résumé variant (summary line, which projects in what order, which
 * highlights) and the private projects it opens. Save sends every setting at once; the server's
 * objections show beside their fields. Escape or Close closes it, and focus returns to its button.
 */
export const ApplicationLinkSettings = forwardRef<HTMLDivElement, ApplicationLinkSettingsProps>(
  function ApplicationLinkSettings(
    { name, link, projects, roles, onSave, timeZone, defaultOpen = false, ...rest },
    ref,
  ) {
    const labels = useApplicationLabels();
    const id = useId();
    const dialog = useRef<HTMLDialogElement>(null);
    const opener = useRef<HTMLButtonElement>(null);
    const [open, setOpen] = useState(defaultOpen);
    const show = (element: HTMLDialogElement | null) => {
      dialog.current = element;
      if (element && open && !element.open) element.showModal();
    };
    return (
      <div ref={ref} data-state={open ? "open" : "closed"} {...rest}>
        <Button
          ref={opener}
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {labels.linkSettings(name)}
        </Button>
        {open ? (
          <Dialog
            ref={show}
            aria-labelledby={`${id}-title`}
            // Escape closes it, as the browser does for a key the person pressed; this also covers
            // a scripted one (assistive tools, tests), which the browser leaves alone.
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              event.preventDefault();
              dialog.current?.close();
            }}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          >
            <SettingsForm
              titleId={`${id}-title`}
              name={name}
              link={link}
              projects={projects}
              roles={roles}
              onSave={onSave}
              timeZone={expiryTimeZone(timeZone)}
              onClose={() => dialog.current?.close()}
            />
          </Dialog>
        ) : null}
      </div>
    );
  },
);

interface SettingsFormProps extends Pick<
  ApplicationLinkSettingsProps,
  "name" | "link" | "projects" | "roles" | "onSave"
> {
  titleId: string;
  timeZone: string;
  onClose: () => void;
}

/** The settings themselves, made from the stored link each time the dialog opens. */
function SettingsForm({
  titleId,
  name,
  link,
  projects,
  roles,
  onSave,
  timeZone,
  onClose,
}: SettingsFormProps) {
  const labels = useApplicationLabels();
  const id = useId();
  const [form, setForm] = useState<LinkForm>(() => linkForm(link, projects, roles, timeZone));
  const [save, setSave] = useState<SaveState>({ state: "idle" });
  const fields = save.state === "failed" ? save.fields : {};
  const change = (next: LinkForm) => {
    setForm(next);
    if (save.state === "saved") setSave({ state: "idle" });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.state === "saving") return;
    setSave({ state: "saving" });
    try {
      await onSave(linkChange(form, roles, timeZone));
      setSave({ state: "saved" });
    } catch (error) {
      const named = (error as { fields?: unknown } | null)?.fields;
      setSave({
        state: "failed",
        message: error instanceof Error ? error.message : String(error),
        fields: typeof named === "object" && named !== null ? (named as Record<string, string>) : {},
      });
    }
  };
  /**
   * What a field the server may name tells assistive tech: it is described by its hint, and by
   * its error when the server named one, and it is invalid while it has one.
   */
  const described = (field: string): FieldDescription => ({
    "aria-describedby": [`${id}-${field}-hint`, fields[field] ? `${id}-${field}-error` : ""]
      .filter(Boolean)
      .join(" "),
    "aria-invalid": fields[field] ? true : undefined,
  });
  const problem = (field: string) =>
    fields[field] ? <FieldError id={`${id}-${field}-error`}>{fields[field]}</FieldError> : null;
  const known = ["greeting", "paused", "expiresAt", "resume", "privateProjects"];
  const otherProblems = Object.entries(fields).filter(([field]) => !known.includes(field));

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={titleId}>{labels.linkSettingsTitle(name)}</h2>
      <CountedField
        id={`${id}-greeting`}
        label={labels.greeting}
        value={form.greeting}
        max={applicationLinkLimits.greetingMax}
        onChange={(greeting) => change({ ...form, greeting })}
        {...described("greeting")}
      >
        {problem("greeting")}
      </CountedField>
      <Field>
        <CheckLabel htmlFor={`${id}-paused`}>
          <Checkbox
            id={`${id}-paused`}
            role="switch"
            checked={form.paused}
            onChange={(event) => change({ ...form, paused: event.currentTarget.checked })}
            {...described("paused")}
          />
          {labels.pauseLink}
        </CheckLabel>
        <Hint id={`${id}-paused-hint`}>{labels.pauseHint}</Hint>
        {problem("paused")}
      </Field>
      <Field>
        <label htmlFor={`${id}-expiresAt`}>{labels.expiresOn}</label>
        <Input
          id={`${id}-expiresAt`}
          type="date"
          value={form.expiresOn}
          onChange={(event) => change({ ...form, expiresOn: event.currentTarget.value })}
          {...described("expiresAt")}
        />
        <Hint id={`${id}-expiresAt-hint`}>{labels.expiresHint(timeZone)}</Hint>
        {problem("expiresAt")}
      </Field>
      <Fieldset {...described("resume")}>
        <legend>{labels.resumeVariant}</legend>
        <Hint id={`${id}-resume-hint`}>{labels.resumeVariantHint}</Hint>
        {problem("resume")}
        <CountedField
          id={`${id}-summary`}
          label={labels.summaryLine}
          value={form.summary}
          max={applicationLinkLimits.summaryMax}
          onChange={(summary) => change({ ...form, summary })}
        />
        {form.projects.length > 0 ? (
          <VariantProjects form={form} onChange={change} projects={projects} />
        ) : null}
        <VariantHighlights form={form} onChange={change} roles={roles} />
      </Fieldset>
      <SharedProjects form={form} onChange={change} projects={projects} error={fields.privateProjects} />
      <div aria-live="polite">
        {save.state === "saved" ? <Done>{labels.saved}</Done> : null}
        {save.state === "failed" ? (
          <Problem role="alert">
            {labels.saveFailed([save.message, ...otherProblems.map(([, text]) => text)].join(" "))}
          </Problem>
        ) : null}
      </div>
      <Actions>
        <Button variant="ghost" onClick={onClose}>
          {labels.close}
        </Button>
        <Button type="submit" variant="primary" disabled={save.state === "saving"}>
          {save.state === "saving" ? labels.saving : labels.save}
        </Button>
      </Actions>
    </Form>
  );
}

/** The two attributes that tie a field to its hint and to the server's word on it. */
interface FieldDescription {
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface CountedFieldProps extends FieldDescription {
  /** The input's id; its count is `${id}-hint`, which describes it unless `aria-describedby` says otherwise. */
  id: string;
  label: string;
  value: string;
  /** The most characters the server keeps. */
  max: number;
  onChange: (value: string) => void;
  /** Shown under the count: the server's word on this field. */
  children?: ReactNode;
}

/** A line of text with a limit, and how many characters of it are used, under it. */
function CountedField({
  id,
  label,
  value,
  max,
  onChange,
  "aria-describedby": describedBy = `${id}-hint`,
  "aria-invalid": invalid,
  children,
}: CountedFieldProps) {
  const labels = useApplicationLabels();
  const locale = useLocale();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        value={value}
        maxLength={max}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid}
      />
      <Hint id={`${id}-hint`}>
        {labels.characters(formatCount(value.length, locale), formatCount(max, locale))}
      </Hint>
      {children}
    </Field>
  );
}
