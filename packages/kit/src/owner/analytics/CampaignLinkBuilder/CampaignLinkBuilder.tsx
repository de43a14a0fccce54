import { analyticsLimits } from "@pmfolio/core";
import { forwardRef, useId, useRef, useState, type FormEvent, type HTMLAttributes } from "react";
import { formatCount, useLabels, useLocale } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { Button } from "../../../primitives/Button";
import {
  Field,
  Fields,
  Hint,
  Input,
  Live,
  Output,
  Root,
  Row,
  Select,
  Title,
} from "./CampaignLinkBuilder.styles";

export interface CampaignLinkBuilderProps extends HTMLAttributes<HTMLDivElement> {
  /** The site's address, e.g. "https://jordanlee.example"; links are built on it. */
  siteUrl: string;
  /** The site's pages a link can point to (paths, e.g. "/" and "/projects/magic-leap"). */
  paths: readonly string[];
  /**
   * The tag typed at first.
   * @defaultValue ""
   */
  defaultTag?: string;
  /**
   * The heading's level, so the builder fits the page's outline.
   * @defaultValue 3
   */
  headingLevel?: 2 | 3;
  /**
   * Creates an application from a company name and resolves to its tag (or rejects with
   * a message to show). Given, the builder offers "New application": the tag it answers
   * goes into the link, and the application is listed with zero visits until opened.
   */
  onCreateApplication?: (company: string) => Promise<{ ref: string; company: string }>;
}

/**
 * A tag as it goes in a link: lower case, spaces as hyphens, only letters, digits, ".",
 * "_" and "-", and no longer than the server keeps.
 */
export function campaignTag(typed: string): string {
  return typed
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, analyticsLimits.campaignTagMax);
}

/** `siteUrl` + `path` + `?ref=tag`. */
export function taggedLink(siteUrl: string, path: string, tag: string): string {
  const url = new URL(path, siteUrl);
  url.search = "";
  url.searchParams.set("ref", tag);
  return url.toString();
}

type CopyState = "idle" | "copied" | "selected";

/**
 * Builds a tagged link for one application (e.g. `https://…/?ref=acme-pm-role`): visits
 * through it show under that campaign. Copy uses the clipboard; where the browser refuses,
 * the link is selected for the owner to copy by hand. The outcome is announced.
 */
export const CampaignLinkBuilder = forwardRef<HTMLDivElement, CampaignLinkBuilderProps>(
  function CampaignLinkBuilder(
    { siteUrl, paths, defaultTag = "", headingLevel = 3, onCreateApplication, ...rest },
    ref,
  ) {
    const id = useId();
    const labels = useLabels("campaignLinkBuilder", analyticsLabels.campaignLinkBuilder);
    const locale = useLocale();
    const [typed, setTyped] = useState(defaultTag);
    const [path, setPath] = useState(paths[0] ?? "/");
    const [copy, setCopy] = useState<CopyState>("idle");
    const [company, setCompany] = useState("");
    const [creation, setCreation] = useState<
      | { state: "idle" }
      | { state: "busy" }
      | { state: "done"; company: string }
      | { state: "failed"; message: string }
    >({ state: "idle" });

    /** A new tag or page makes a new link, which is not copied yet. */
    const changeLink = ({ tag, page }: { tag?: string; page?: string }) => {
      if (tag !== undefined) setTyped(tag);
      if (page !== undefined) setPath(page);
      setCopy("idle");
    };

    const create = async (event: FormEvent) => {
      event.preventDefault();
      if (!onCreateApplication || !company.trim() || creation.state === "busy") return;
      setCreation({ state: "busy" });
      try {
        const created = await onCreateApplication(company.trim());
        changeLink({ tag: created.ref });
        setCompany("");
        setCreation({ state: "done", company: created.company });
      } catch (error) {
        setCreation({ state: "failed", message: error instanceof Error ? error.message : String(error) });
      }
    };
    const outputRef = useRef<HTMLInputElement>(null);
    const tag = campaignTag(typed);
    const link = tag ? taggedLink(siteUrl, path, tag) : "";

    const copyLink = async () => {
      try {
        if (!navigator.clipboard) throw new Error("No clipboard");
        await navigator.clipboard.writeText(link);
        setCopy("copied");
      } catch {
        outputRef.current?.focus();
        outputRef.current?.select();
        setCopy("selected");
      }
    };

    return (
      <Root ref={ref} role="group" aria-labelledby={rest["aria-label"] ? undefined : `${id}-title`} {...rest}>
        <Title as={headingLevel === 2 ? "h2" : "h3"} id={`${id}-title`}>
          {labels.title}
        </Title>
        {onCreateApplication ? (
          <form onSubmit={(event) => void create(event)} aria-labelledby={`${id}-new`}>
            <Field>
              <label id={`${id}-new`} htmlFor={`${id}-company`}>
                {labels.company}
              </label>
              <Row>
                <Input
                  id={`${id}-company`}
                  value={company}
                  onChange={(event) => setCompany(event.target.value)}
                  autoComplete="organization"
                  maxLength={80}
                  required
                  aria-describedby={`${id}-company-hint`}
                />
                <Button type="submit" variant="primary" size="sm" disabled={creation.state === "busy"}>
                  {labels.createApplication}
                </Button>
              </Row>
              <Hint id={`${id}-company-hint`}>{labels.companyHint}</Hint>
            </Field>
          </form>
        ) : null}
        <Fields>
          <Field>
            <label htmlFor={`${id}-tag`}>{labels.tag}</label>
            <Input
              id={`${id}-tag`}
              value={typed}
              onChange={(event) => changeLink({ tag: event.target.value })}
              autoComplete="off"
              spellCheck={false}
              maxLength={analyticsLimits.campaignTagMax * 2}
              aria-describedby={`${id}-tag-hint`}
            />
            <Hint id={`${id}-tag-hint`}>
              {labels.tagHint(formatCount(analyticsLimits.campaignTagMax, locale))}
            </Hint>
          </Field>
          <Field>
            <label htmlFor={`${id}-page`}>{labels.page}</label>
            <Select
              id={`${id}-page`}
              value={path}
              onChange={(event) => changeLink({ page: event.target.value })}
            >
              {paths.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </Field>
        </Fields>
        <Field>
          <label htmlFor={`${id}-link`}>{labels.link}</label>
          <Row>
            <Output
              id={`${id}-link`}
              ref={outputRef}
              readOnly
              value={link}
              placeholder={labels.linkPlaceholder}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" size="sm" onClick={() => void copyLink()} disabled={!link}>
              {labels.copy}
            </Button>
          </Row>
        </Field>
        <Live aria-live="polite" data-state={copy}>
          {copy === "copied"
            ? labels.copied
            : copy === "selected"
              ? labels.selected
              : creation.state === "done"
                ? labels.created(creation.company)
                : creation.state === "failed"
                  ? labels.createFailed(creation.message)
                  : ""}
        </Live>
      </Root>
    );
  },
);
