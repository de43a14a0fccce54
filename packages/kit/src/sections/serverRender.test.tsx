import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sampleAuthor, sampleBody, sampleContent as content, samplePosts } from "../fixtures";
import { ProjectPage, projectsWithPages } from "../pages";
import { PortfolioProvider } from "../theme/PortfolioProvider";
import { Post, PostList } from "../writing";
import { About, Contact, Experience, Hero, Projects, Skills, Writing } from ".";

/** The site is prerendered: its HTML must show everything without JavaScript or motion. */
function expectVisibleWithoutMotion(html: string) {
  expect(html).not.toMatch(/opacity:\s*0(?![.\d])/);
  expect(html).not.toMatch(/translate/);
  // Content waiting for a reveal must not be hidden (a field's error message, hidden until the
  // field is invalid, is not content).
  const revealed = html.match(/<[^>]*\bdata-pm-reveal=""[^>]*>/g) ?? [];
  expect(revealed.filter((tag) => tag.includes('data-state="hidden"'))).toEqual([]);
}

const postHref = (post: { slug: string }) => `/writing/${post.slug}`;
const tagHref = (tag: string) => `/writing/tags/${tag}`;

describe("server-rendered HTML", () => {
  it("shows every home-page section in full", () => {
    const html = renderToString(
      <PortfolioProvider>
        <Hero profile={content.profile} onContactClick={() => {}} />
        <About about={content.about} />
        <Experience experience={content.experience} awards={content.awards} />
        <Projects projects={content.projects} />
        <Skills skills={content.skills} tools={content.tools} />
        <Writing posts={samplePosts} hrefOf={postHref} allHref="/writing" />
        <Contact profile={content.profile} onSubmit={async () => true} />
      </PortfolioProvider>,
    );
    expectVisibleWithoutMotion(html);
    for (const id of ["home", "about", "experience", "projects", "skills", "writing", "contact"]) {
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

  it("shows the writing pages in full: the list and a post with its body", () => {
    const html = renderToString(
      <PortfolioProvider>
        <PostList posts={samplePosts} hrefOf={postHref} tagHrefOf={tagHref} />
        <Post
          post={samplePosts[0]!}
          html={sampleBody}
          tagHrefOf={tagHref}
          backHref="/writing"
          author={sampleAuthor}
          contactHref="/#contact"
        />
      </PortfolioProvider>,
    );
    expectVisibleWithoutMotion(html);
    expect(html).toContain('<time dateTime="2026-03-14">March 14, 2026</time>');
    expect(html).toContain('class="heading-link"');
    expect(html).toContain('href="/writing/tags/Research"');
  });
});
