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
  it("alternate by position on the full page: about, projects and contact are muted", () => {
    const muted = mutedSections(
      <main>
        <Hero profile={content.profile} />
        <About about={content.about} />
        <Experience experience={content.experience} />
        <Projects projects={content.projects} />
        <Skills skills={content.skills} />
        <Contact profile={content.profile} action="/contact" />
      </main>,
    );
    expect(muted).toEqual(["about", "projects", "contact"]);
  });

  it("still alternate when a section is left out, so no two tinted bands touch", () => {
    const muted = mutedSections(
      <main>
        <Hero profile={content.profile} />
        <About about={content.about} />
        <Projects projects={content.projects} />
        <Skills skills={content.skills} />
        <Contact profile={content.profile} action="/contact" />
      </main>,
    );
    expect(muted).toEqual(["about", "skills"]);
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
