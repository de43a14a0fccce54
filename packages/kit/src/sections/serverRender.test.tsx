import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sampleContent as content } from "../fixtures";
import { ProjectPage, projectsWithPages } from "../pages";
import { PortfolioProvider } from "../theme/PortfolioProvider";
import { About, Contact, Experience, Hero, Projects, Skills } from ".";

/** The site is prerendered: its HTML must show everything without JavaScript or motion. */
function expectVisibleWithoutMotion(html: string) {
  expect(html).not.toMatch(/opacity:\s*0(?![.\d])/);
  expect(html).not.toMatch(/translate/);
  // Content waiting for a reveal must not be hidden (a field's error message, hidden until the
  // field is invalid, is not content).
  const revealed = html.match(/<[^>]*\bdata-pm-reveal=""[^>]*>/g) ?? [];
  expect(revealed.filter((tag) => tag.includes('data-state="hidden"'))).toEqual([]);
}

describe("server-rendered HTML", () => {
  it("shows every home-page section in full", () => {
    const html = renderToString(
      <PortfolioProvider>
        <Hero profile={content.profile} onContactClick={() => {}} />
        <About about={content.about} />
        <Experience experience={content.experience} awards={content.awards} />
        <Projects projects={content.projects} />
        <Skills skills={content.skills} tools={content.tools} />
        <Contact profile={content.profile} onSubmit={async () => true} />
      </PortfolioProvider>,
    );
    expectVisibleWithoutMotion(html);
    for (const id of ["home", "about", "experience", "projects", "skills", "contact"]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html.toLowerCase()).toContain('fetchpriority="high"');
  });

  it("shows the project pages in full", () => {
    const html = renderToString(
      <PortfolioProvider>
        {projectsWithPages(content.projects).map((project) => (
          <ProjectPage key={project.slug} project={project} />
        ))}
      </PortfolioProvider>,
    );
    expectVisibleWithoutMotion(html);
    expect(html).toContain("Q1 2026");
  });
});
