import {
  About,
  Footer,
  Hero,
  NavBar,
  PortfolioProvider,
  ProjectPage,
  Projects,
  Toaster,
  scrollToSection,
} from "@pmfolio/kit";
import { about, labels, navItems, profile, projects, theme } from "./content.js";

/** The whole site for one path: the home page, or one case study at /work/<slug>. */
export function Portfolio({ path }) {
  const caseStudy = projects.find((project) => project.page && path === project.link);
  const onHome = !caseStudy;
  // On the home page the kit scrolls to a section; elsewhere, go home to it.
  const goTo = (id) => (onHome ? scrollToSection(id) : window.location.assign(`/#${id}`));

  return (
    <PortfolioProvider theme={theme} labels={labels}>
      <NavBar ownerName={profile.name} items={navItems} onNavigate={goTo} />
      <main id="main">
        {caseStudy ? (
          <ProjectPage project={caseStudy} />
        ) : (
          <>
            <Hero
              profile={profile}
              onContactClick={() => window.location.assign(`mailto:${profile.email}`)}
            />
            <About about={about} eyebrow="My story" />
            <Projects
              projects={projects}
              eyebrow="Selected work"
              heading="Case files"
              lead="Two launches, told with the numbers that mattered."
            />
          </>
        )}
      </main>
      <Footer
        ownerName={profile.name}
        headline={profile.headline}
        email={profile.email}
        networkProfileUrl={profile.networkProfileUrl}
        networkProfileLabel={profile.networkProfileLabel}
        items={navItems}
        onNavigate={goTo}
      />
      <Toaster />
    </PortfolioProvider>
  );
}
