import {
  About,
  Contact,
  Experience,
  Hero,
  projectHref,
  Projects,
  Skills,
  Writing,
  type ContactProps,
} from "@pmfolio/kit";
import { postPath, writingPath } from "@pmfolio/core";
import { pathIn, usePageContent, usePageLanguage, usePagePosts } from "../languages";
import { hrefIn } from "../hrefIn";
import { useTailoring } from "../tailoring";

/**
 * The home page. In the browser it runs without React (src/public/main.ts): its links, menu and
 * toggle are the kit's behaviours, and only the contact form is hydrated, as an island
 * (src/contact/contactIsland.tsx), which sends it through the same `createContactSubmit` the site
 * gives as `submit` (App.tsx; the editor's preview gives none). Its links stay in its language
 * (../hrefIn).
 */
export function HomePage({ submit }: { submit?: ContactProps["onSubmit"] }) {
  const { profile, about, experience, awards, projects, skills, tools } = usePageContent();
  const language = usePageLanguage();
  const { greeting } = useTailoring();
  // The latest three posts, when the language has any.
  const latest = usePagePosts().slice(0, 3);
  return (
    <>
      <Hero profile={profile} greeting={greeting} resumeHref={hrefIn(profile.resumeUrl, language)} />
      <About about={about} />
      <Experience experience={experience} awards={awards} />
      <Projects projects={projects} hrefOf={(project) => hrefIn(projectHref(project), language)} />
      {latest.length ? (
        <Writing
          posts={latest}
          hrefOf={(post) => pathIn(postPath(post.slug), language)}
          allHref={pathIn(writingPath, language)}
        />
      ) : null}
      <Skills skills={skills} tools={tools} />
      <Contact profile={profile} onSubmit={submit} language={language} />
    </>
  );
}
