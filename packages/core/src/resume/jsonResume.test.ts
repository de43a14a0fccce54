import { validate } from "@jsonresume/schema";
import { describe, expect, it } from "vitest";
import type { PortfolioContent } from "../content/types";
import { toJsonResume } from "./jsonResume";
import { resumeModel, resumeSectionTitles, taggedResumeUrl } from "./model";
import { resumeWords } from "./words";

function schemaErrors(document: unknown): unknown[] {
  let errors: unknown[] = [];
  validate(document, (found: unknown[] | null) => {
    errors = found ?? [];
  });
  return errors;
}

const image = { src: "/a.svg", alt: "", width: 1, height: 1 };
const content: PortfolioContent = {
  site: { url: "https://ana.example/", title: "Ana Ruiz", description: "Portfolio" },
  profile: {
    name: "Ana Ruiz",
    headline: "Group Product Manager",
    tagline: "Products that pay for themselves.",
    location: "Lisbon, Portugal",
    email: "ana@example.com",
    phone: "+351 900 000 000",
    bookingUrl: "https://cal.example/ana",
    networkProfileUrl: "https://www.linkedin.com/in/ana-ruiz/",
    networkProfileLabel: "LinkedIn",
  },
  about: { heading: "", paragraphs: [], highlights: [] },
  experience: [
    {
      period: "2021 — Present",
      title: "Group PM",
      company: "Fabrikam",
      location: "Lisbon",
      current: true,
      achievements: ["Grew revenue 40%."],
    },
    {
      period: "2016 — 2021",
      title: "PM",
      company: "Contoso",
      location: "Madrid, Spain",
      current: false,
      achievements: ["Launched payments.", "Cut churn 12%."],
    },
  ],
  awards: [{ title: "PM of the Year", period: "2023", description: "Fabrikam's award." }],
  projects: [
    {
      slug: "pay",
      title: "Payments",
      description: "One-tap payments.",
      image,
      icon: "zap",
      tags: ["Fintech"],
      metrics: ["+12% conversion"],
      page: { summary: "Payments.", blocks: [], tags: [] },
    },
    {
      slug: "side",
      title: "Side project",
      description: "A hobby.",
      image,
      icon: "sparkles",
      tags: [],
      metrics: [],
    },
  ],
  skills: [{ title: "Product", skills: [{ name: "Discovery", level: 5 }] }],
  tools: [{ name: "Figma", icon: "layers" }],
};

describe("resumeModel", () => {
  it("reads a project without metrics or tags, and about without highlights", () => {
    const resume = resumeModel({
      ...content,
      about: { heading: "", paragraphs: [] },
      projects: [{ slug: "bare", title: "Bare", description: "Only words." }],
    });
    expect(resume.projects).toEqual([
      { slug: "bare", title: "Bare", description: "Only words.", metrics: [], tags: [] },
    ]);
    expect(schemaErrors(toJsonResume(resume, "https://ana.example/resume.json"))).toEqual([]);
  });

  it("reads a profile that shows no email: no address in the model or the JSON Resume", () => {
    const { email: _shown, ...profile } = content.profile;
    const resume = resumeModel({ ...content, profile });
    expect(resume).not.toHaveProperty("email");
    const document = toJsonResume(resume, "https://ana.example/resume.json");
    expect(document.basics).not.toHaveProperty("email");
    expect(schemaErrors(document)).toEqual([]);
  });

  it("keeps the content's words and order, dates each job and links projects that have a page", () => {
    const resume = resumeModel(content);
    expect(resume.links).toEqual([
      { label: "LinkedIn", url: "https://www.linkedin.com/in/ana-ruiz/", network: "linkedin" },
      { label: "Portfolio", url: "https://ana.example", kind: "portfolio" },
      { label: "Book a 30-minute meeting", url: "https://cal.example/ana", kind: "booking" },
    ]);
    expect(resume.experience.map((job) => [job.title, job.startYear, job.endYear])).toEqual([
      ["Group PM", "2021", undefined],
      ["PM", "2016", "2021"],
    ]);
    expect(resume.projects.map((project) => project.url)).toEqual([
      "https://ana.example/projects/pay",
      undefined,
    ]);
    expect(resume.skills).toEqual([
      { title: "Product", items: ["Discovery"] },
      { title: "Tools", items: ["Figma"] },
    ]);
  });

  it("says its own words in the résumé's language and links the site's pages in it", () => {
    const german = resumeModel(content, undefined, { language: "de" });
    expect(german.sectionTitles).toEqual(resumeWords("de").sectionTitles);
    expect(german.sectionTitles.experience).toBe("Werdegang");
    expect(german.links.map((link) => [link.label, link.url])).toEqual([
      ["LinkedIn", "https://www.linkedin.com/in/ana-ruiz/"],
      ["Portfolio", "https://ana.example/de/"],
      ["30-Minuten-Termin buchen", "https://cal.example/ana"],
    ]);
    expect(german.projects[0]?.url).toBe("https://ana.example/de/projects/pay");
    expect(german.skills.at(-1)?.title).toBe("Werkzeuge");
    // The default language's are English here, and so are a language's with no words of its own.
    expect(resumeModel(content).sectionTitles).toEqual(resumeSectionTitles);
    expect(resumeModel(content, undefined, { language: "pt-BR" }).sectionTitles).toEqual(resumeSectionTitles);
  });

  it("says a language's words in the site's default language when it has none of its own", () => {
    const german = { ...content, site: { ...content.site, locale: "de", translations: ["fr"] } };
    expect(resumeModel(german, undefined, { language: "fr" }).sectionTitles.experience).toBe("Werdegang");
  });

  it("tags the links to the site for an application, and only those", () => {
    const resume = resumeModel(content, undefined, { tag: "acme-7k2qx9m4" });
    expect(resume.links.map((link) => link.url)).toEqual([
      "https://www.linkedin.com/in/ana-ruiz/",
      "https://ana.example/?ref=acme-7k2qx9m4&utm_source=resume",
      "https://cal.example/ana",
    ]);
    expect(resume.projects.map((project) => project.url)).toEqual([
      "https://ana.example/projects/pay?ref=acme-7k2qx9m4&utm_source=resume",
      undefined,
    ]);
    expect(taggedResumeUrl("https://ana.example/?ref=other#contact", "acme")).toBe(
      "https://ana.example/?ref=acme&utm_source=resume#contact",
    );
  });

  it("links projects on the address it is given (the deployed site's)", () => {
    expect(resumeModel(content, "https://preview.example/").projects[0]?.url).toBe(
      "https://preview.example/projects/pay",
    );
  });
});

describe("toJsonResume", () => {
  it("follows the JSON Resume schema published on the npm registry", () => {
    const document = toJsonResume(resumeModel(content), "https://ana.example/resume.json");
    expect(schemaErrors(document)).toEqual([]);
    expect(document.basics).toMatchObject({
      name: "Ana Ruiz",
      label: "Group Product Manager",
      url: "https://ana.example",
      location: { city: "Lisbon", region: "Portugal" },
      profiles: [{ network: "LinkedIn", username: "ana-ruiz" }],
    });
    expect(document.work[0]).toEqual({
      name: "Fabrikam",
      position: "Group PM",
      location: "Lisbon",
      startDate: "2021",
      highlights: ["Grew revenue 40%."],
    });
    expect(document.work[1]).toMatchObject({ startDate: "2016", endDate: "2021" });
    expect(document.awards).toEqual([
      { title: "PM of the Year", date: "2023", summary: "Fabrikam's award." },
    ]);
    expect(document.meta.canonical).toBe("https://ana.example/resume.json");
  });

  it("stays valid without a phone, tools, dates or a profile address it can read", () => {
    const sparse: PortfolioContent = {
      ...content,
      profile: { ...content.profile, phone: undefined, location: "Remote", networkProfileUrl: "not a url" },
      experience: [{ ...content.experience[0]!, period: "Since forever" }],
      awards: [{ title: "Hackathon", period: "Spring", description: "First place." }],
      tools: [],
    };
    const document = toJsonResume(resumeModel(sparse), "https://ana.example/resume.json");
    expect(schemaErrors(document)).toEqual([]);
    expect(document.basics.phone).toBeUndefined();
    expect(document.basics.location).toEqual({ city: "Remote" });
    expect(document.work[0]?.startDate).toBeUndefined();
    expect(document.awards[0]?.date).toBeUndefined();
    expect(document.skills.map((group) => group.name)).toEqual(["Product"]);
  });

  it("is checked by the schema: a date that is not ISO 8601 fails", () => {
    const document = toJsonResume(resumeModel(content), "https://ana.example/resume.json");
    expect(schemaErrors({ ...document, work: [{ ...document.work[0], startDate: "May 2021" }] })).not.toEqual(
      [],
    );
  });
});
