import { resumeLinkSource } from "../analytics/applicationSignals";
import { localizedPath, siteLanguages } from "../content/languagePaths";
import { projectPath } from "../content/projects";
import { profileLinks } from "../content/profileLinks";
import type { PortfolioContent, ProfileNetwork } from "../content/types";
import { resumeWords, type ResumeWords } from "./words";

/**
 * The résumé as one model, read from the owner's content. The résumé page, the PDF and
 * `resume.json` are all drawn from it, so what each says and in which order can only change
 * here, for all three at once.
 */
export interface ResumeModel {
  name: string;
  headline: string;
  /** The short pitch under the name. */
  summary: string;
  /** Where the owner is; none when the content names no place. */
  location?: string;
  /** The address to write to; none when the owner shows none (the contact form is the way). */
  email?: string;
  phone?: string;
  /** The owner's pages, each with the words that introduce it (e.g. "Portfolio"). */
  links: ResumeLink[];
  experience: ResumeJob[];
  awards: ResumeAward[];
  /** Selected projects: every project of the content, in its order. */
  projects: ResumeProject[];
  /** Skill groups, then the tools as a last group when there are any. */
  skills: ResumeSkillGroup[];
  /** The section headings, in the résumé's language (`resumeWords`). */
  sectionTitles: ResumeWords["sectionTitles"];
}

export interface ResumeLink {
  label: string;
  url: string;
  /** Set on the owner's profiles elsewhere (not on the portfolio or the booking page). */
  network?: ProfileNetwork;
  /** Set on the owner's own pages: the site itself, or the page where a meeting is booked. */
  kind?: "portfolio" | "booking";
}

/** How a résumé is read for one reader. */
export interface ResumeOptions {
  /**
   * The application the résumé is handed out for (a tag the owner created in the link builder,
   * checked by the caller): every link to the site carries it as `ref`, with
   * `utm_source=resume`, so a visit through one is told apart. Addresses elsewhere never
   * carry it (another site has no use for it, and would learn it).
   */
  tag?: string;
  /**
   * The language the content was read in (one of the site's): the section headings and link
   * names are in it, and the links to the site go to its pages in it. Defaults to the site's.
   */
  language?: string;
}

/** `url` with the application's tag and the résumé's source added to its query (its fragment kept). */
export function taggedResumeUrl(url: string, tag: string): string {
  const address = new URL(url);
  address.searchParams.set("ref", tag);
  address.searchParams.set("utm_source", resumeLinkSource);
  return address.toString();
}

export interface ResumeJob {
  title: string;
  company: string;
  location: string;
  /** As the owner wrote it, e.g. "2020 — 2023". */
  period: string;
  /** The year the job started, when the period names one. */
  startYear?: string;
  /** The year it ended; none for a current job. */
  endYear?: string;
  achievements: string[];
}

export interface ResumeAward {
  title: string;
  period: string;
  description: string;
}

export interface ResumeProject {
  /** The project's slug: what a résumé variant names it by. */
  slug: string;
  title: string;
  description: string;
  metrics: string[];
  tags: string[];
  /** The project's own page on the site, when it has one. */
  url?: string;
}

export interface ResumeSkillGroup {
  title: string;
  items: string[];
}

/** The section titles in English, in the order every form of the résumé shows them (`resumeWords` has each language's). */
export const resumeSectionTitles = resumeWords("en").sectionTitles;

/** The first and second four-digit years of a period such as "2017 — 2020" or "2023 — Present". */
function years(period: string): { startYear: string | undefined; endYear: string | undefined } {
  const [startYear, endYear] = period.match(/\b[12]\d{3}\b/g) ?? [];
  return { startYear, endYear };
}

/**
 * Reads the résumé from the owner's content. `siteUrl` (no trailing slash) defaults to the
 * content's; `options.tag` tags the links to the site for one application.
 */
export function resumeModel(
  content: PortfolioContent,
  siteUrl: string = content.site.url,
  { tag, language }: ResumeOptions = {},
): ResumeModel {
  const { profile, experience, awards, projects, skills, tools } = content;
  const site = siteUrl.replace(/\/+$/, "");
  const defaultLanguage = siteLanguages(content.site)[0]!;
  const inLanguage = language ?? defaultLanguage;
  const words = resumeWords(inLanguage, defaultLanguage);
  /** The address of the site's page at `path` in the résumé's language, tagged for the application. */
  const own = (path: string) => {
    const localized = localizedPath(path, inLanguage, defaultLanguage);
    const url = localized === "/" ? site : `${site}${localized}`;
    return tag ? taggedResumeUrl(url, tag) : url;
  };
  return {
    name: profile.name,
    headline: profile.headline,
    summary: profile.tagline,
    ...(profile.location ? { location: profile.location } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.phone ? { phone: profile.phone } : {}),
    links: [
      // The address is printed as the email already.
      ...profileLinks(profile)
        .filter((link) => link.network !== "email")
        .map((link) => ({ label: link.label, url: link.href, network: link.network })),
      { label: words.portfolio, url: own("/"), kind: "portfolio" as const },
      ...(profile.bookingUrl
        ? [{ label: words.booking, url: profile.bookingUrl, kind: "booking" as const }]
        : []),
    ],
    experience: experience.map((job) => {
      const { startYear, endYear } = years(job.period);
      return {
        title: job.title,
        company: job.company,
        location: job.location,
        period: job.period,
        ...(startYear ? { startYear } : {}),
        // A current job has not ended, whatever its period says.
        ...(endYear && !job.current ? { endYear } : {}),
        achievements: [...job.achievements],
      };
    }),
    awards: awards.map(({ title, period, description }) => ({ title, period, description })),
    projects: projects.map((project) => ({
      slug: project.slug,
      title: project.title,
      description: project.description,
      metrics: [...(project.metrics ?? [])],
      tags: [...(project.tags ?? [])],
      ...(project.page ? { url: own(projectPath(project)) } : {}),
    })),
    skills: [
      ...skills.map((group) => ({ title: group.title, items: group.skills.map((skill) => skill.name) })),
      ...(tools.length > 0 ? [{ title: words.tools, items: tools.map((tool) => tool.name) }] : []),
    ],
    sectionTitles: words.sectionTitles,
  };
}
