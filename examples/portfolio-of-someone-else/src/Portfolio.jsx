import {
  About,
  Footer,
  Hero,
  NavBar,
  PortfolioProvider,
  ProjectPage,
  Projects,
  Skills,
  Toaster,
  scrollToSection,
} from "@pmfolio/kit";
import { about, labels, navItems, profile, projects, skills, theme } from "./content.js";

/** The whole site for one path: the home page, or one case study at /work/<slug>. */
export function Portfolio({ path }) {
  // A static host may add a trailing slash (/work/tidepool/ is the folder's index.html).
  const route = path.replace(/(.)\/+$/, "$1");
  const caseStudy = projects.find((project) => project.page && route === project.link);
  const onHome = !caseStudy;
  // On the home page the kit scrolls to a section; elsewhere, go home to it.
  const goTo = (id) => (onHome ? scrollToSection(id) : window.location.assign(`/#${id}`));

  return (
    <PortfolioProvider theme={theme} labels={labels}>
      <NavBar ownerName={profile.name} items={navItems} onNavigate={goTo} />
      <main id="main">
        {caseStudy ? (
          <ProjectPage project={caseStudy} backHref="/#projects" />
        ) : (
          <>
            {/* No contact form here: 'Say hello' writes an email. */}
            <Hero profile={profile} contactHref={`mailto:${profile.email}`} />
            <About about={about} eyebrow="About" />
            <Projects
              projects={projects}
              eyebrow="Selected work"
              heading="Work"
              lead="Two case studies, and the odd side project."
            />
            <Skills skills={skills} tone="muted" />
          </>
        )}
      </main>
      <Footer
        ownerName={profile.name}
        headline={profile.headline}
        email={profile.email}
        links={profile.links}
        items={navItems}
        onNavigate={goTo}
      />
      <Toaster />
    </PortfolioProvider>
  );
}
