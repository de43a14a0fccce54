import type { ResumeModel } from "./model";

/**
 * The parts of the JSON Resume standard (jsonresume.org, schema v1) that a portfolio fills.
 * Résumé tools and applicant-tracking systems import this shape.
 */
export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label: string;
    email?: string;
    phone?: string;
    url: string;
    summary: string;
    location?: { city?: string; region?: string };
    profiles: Array<{ network: string; url: string; username?: string }>;
  };
  work: Array<{
    name: string;
    position: string;
    location: string;
    startDate?: string;
    endDate?: string;
    highlights: string[];
  }>;
  awards: Array<{ title: string; date?: string; summary: string }>;
  projects: Array<{
    name: string;
    description: string;
    highlights: string[];
    keywords: string[];
    url?: string;
  }>;
  skills: Array<{ name: string; keywords: string[] }>;
  meta: { canonical: string; version: string };
}

/** The published schema this file follows. */
export const JSON_RESUME_SCHEMA_URL =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/** "Seattle, WA" → city and region; a location without a comma is a city. */
function splitLocation(location: string): { city?: string; region?: string } {
  const [city, ...rest] = location.split(",").map((part) => part.trim());
  const region = rest.filter(Boolean).join(", ");
  return { ...(city ? { city } : {}), ...(region ? { region } : {}) };
}

/** An absolute address, as the schema's `uri` format requires; anything else is left out. */
function absoluteUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

const yearOf = (period: string) => period.match(/\b[12]\d{3}\b/)?.[0];

/**
 * The résumé as a JSON Resume document. `canonical` is where the file is published
 * (e.g. https://example.com/resume.json).
 */
export function toJsonResume(resume: ResumeModel, canonical: string): JsonResume {
  const portfolio = resume.links.find((link) => link.network === undefined);
  const profiles = resume.links.flatMap((link) => {
    const profileUrl = link.network ? absoluteUrl(link.url) : undefined;
    if (!profileUrl) return [];
    // The last part of the profile's address, e.g. "jordan-lee-pm" for a LinkedIn profile.
    const user = profileUrl.pathname.split("/").filter(Boolean).pop();
    return [{ network: link.label, url: link.url, ...(user ? { username: user } : {}) }];
  });
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: resume.name,
      label: resume.headline,
      ...(resume.email ? { email: resume.email } : {}),
      ...(resume.phone ? { phone: resume.phone } : {}),
      url: portfolio?.url ?? new URL(canonical).origin,
      summary: resume.summary,
      ...(resume.location ? { location: splitLocation(resume.location) } : {}),
      profiles,
    },
    work: resume.experience.map((job) => ({
      name: job.company,
      position: job.title,
      location: job.location,
      ...(job.startYear ? { startDate: job.startYear } : {}),
      ...(job.endYear ? { endDate: job.endYear } : {}),
      highlights: [...job.achievements],
    })),
    awards: resume.awards.map((award) => {
      const date = yearOf(award.period);
      return { title: award.title, ...(date ? { date } : {}), summary: award.description };
    }),
    projects: resume.projects.map((project) => ({
      name: project.title,
      description: project.description,
      highlights: [...project.metrics],
      keywords: [...project.tags],
      ...(project.url && absoluteUrl(project.url) ? { url: project.url } : {}),
    })),
    skills: resume.skills.map((group) => ({ name: group.title, keywords: [...group.items] })),
    meta: { canonical, version: "v1.0.0" },
  };
}
