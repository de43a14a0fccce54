import { About, Contact, Experience, Hero, projectHref, Projects, Skills } from "@pmfolio/kit";
import { useState } from "react";
import { usePageContent, usePageLanguage } from "../languages";
import { createContactSubmit } from "../contact/submitWithToasts";
import { hrefIn } from "../hrefIn";
import { useTailoring } from "../tailoring";

/**
 * The home page. In the browser it runs without React (src/public/main.ts): its links, menu and
 * toggle are the kit's behaviours, and only the contact form is hydrated, as an island
 * (src/contact/contactIsland.tsx), which sends it through the same `createContactSubmit`. Its links
 * stay in its language (../hrefIn).
 */
export function HomePage() {
  const { profile, about, experience, awards, projects, skills, tools } = usePageContent();
  const language = usePageLanguage();
  const [submit] = useState(() => createContactSubmit());
  const { greeting } = useTailoring();
  return (
    <>
      <Hero profile={profile} greeting={greeting} resumeHref={hrefIn(profile.resumeUrl, language)} />
      <About about={about} />
      <Experience experience={experience} awards={awards} />
      <Projects projects={projects} hrefOf={(project) => hrefIn(projectHref(project), language)} />
      <Skills skills={skills} tools={tools} />
      <Contact profile={profile} onSubmit={submit} language={language} />
    </>
  );
}
