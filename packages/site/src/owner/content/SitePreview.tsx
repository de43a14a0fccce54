/**
 * The editor's preview as this site draws it: its own layout and home page, with the draft's
 * content in place of the built one. Loaded beside the form, not before it: it carries the site's
 * pages.
 */
import type { PreviewPage } from "@pmfolio/kit/owner";
import { MemoryRouter } from "react-router-dom";
import { ContentOverrideProvider, pathIn } from "../../languages";
import { HomePage } from "../../pages/HomePage";
import { SiteLayout } from "../../shell/SiteLayout";
import { SiteProvider } from "../../shell/SiteProvider";

export default function SitePreview({ content, language, colorScheme }: PreviewPage) {
  return (
    <SiteProvider
      language={language}
      site={content.byLanguage[language]!.site}
      colorScheme={colorScheme}
      reducedMotion="always"
    >
      <ContentOverrideProvider content={content}>
        <MemoryRouter initialEntries={[pathIn("/", language)]} key={language}>
          <SiteLayout>
            <HomePage />
          </SiteLayout>
        </MemoryRouter>
      </ContentOverrideProvider>
    </SiteProvider>
  );
}
