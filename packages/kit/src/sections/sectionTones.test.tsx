import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { afterEach, describe, expect, it } from "vitest";
import { sampleContent as content } from "../fixtures";
import { About, Contact, Experience, Hero, Projects, Skills } from ".";

/**
 * The page rendered as a server would (its HTML and its stylesheet, which is quicker in jsdom than
 * a client render), then which sections the cascade draws on the muted surface, by id.
 */
function mutedSections(page: ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(page));
    document.head.innerHTML = sheet.getStyleTags();
    document.body.innerHTML = html;
  } finally {
    sheet.seal();
  }
  return [...document.querySelectorAll("section")]
    .filter(
      (section) => getComputedStyle(section).getPropertyValue("background") === "var(--pm-color-surface)",
    )
    .map((section) => section.id);
}

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("section tones", () => {
  // The home page's sections in its order; each case leaves some out.
  const home = {
    hero: <Hero key="hero" profile={content.profile} />,
    about: <About key="about" about={content.about} />,
    experience: <Experience key="experience" experience={content.experience} />,
    projects: <Projects key="projects" projects={content.projects} />,
    skills: <Skills key="skills" skills={content.skills} />,
    contact: <Contact key="contact" profile={content.profile} action="/contact" />,
  };
  it.each([
    {
      what: "alternate by position on the full page: about, projects and contact are muted",
      sections: ["hero", "about", "experience", "projects", "skills", "contact"] as const,
      muted: ["about", "projects", "contact"],
    },
    {
      what: "still alternate when a section is left out, so no two tinted bands touch",
      sections: ["hero", "about", "projects", "skills", "contact"] as const,
      muted: ["about", "skills"],
    },
  ])("$what", ({ sections, muted }) => {
    expect(mutedSections(<main>{sections.map((id) => home[id])}</main>)).toEqual(muted);
  });

  it("keep a tone the page gives", () => {
    const muted = mutedSections(
      <main>
        <Hero profile={content.profile} />
        <About about={content.about} tone="default" />
        <Projects projects={content.projects} tone="muted" />
      </main>,
    );
    expect(muted).toEqual(["projects"]);
  });
});
