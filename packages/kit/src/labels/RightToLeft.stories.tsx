import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  arabicAbout,
  arabicAwards,
  arabicExperience,
  arabicProfile,
  arabicProjects,
  arabicSkills,
  arabicTools,
} from "../fixtures/arabicContent";
import { arabicSiteLabels } from "../fixtures/arabicSiteLabels";
import { Still } from "../fixtures/decorators";
import { Footer, NavBar } from "../navigation";
import { NotFound } from "../pages";
import { About, Contact, Experience, Hero, Projects, Skills } from "../sections";
import { PortfolioProvider } from "../theme/PortfolioProvider";

/**
 * The public sections right to left: an Arabic label set and content, in an element with
 * `dir="rtl"` and `lang="ar"`, as a site's Arabic pages have them on `<html>`. The layout mirrors
 * (logical properties throughout), and nothing overflows the page.
 */
const meta = {
  title: "Labels/Right to left",
  decorators: [
    (Story) => (
      <PortfolioProvider labels={arabicSiteLabels} locale="ar" globalStyles={false}>
        {/* A scroll container: right to left, whatever sticks out on the left can be scrolled to. */}
        <div dir="rtl" lang="ar" data-testid="rtl-page" style={{ overflowX: "auto" }}>
          <Story />
        </div>
      </PortfolioProvider>
    ),
  ],
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

/** The home page with its navigation and footer, then the not-found page: the visual baseline. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <Still>
      <NavBar ownerName={arabicProfile.name} onNavigate={noop} />
      <main id="main" tabIndex={-1}>
        <Hero profile={arabicProfile} onContactClick={noop} />
        <About about={arabicAbout} />
        <Experience experience={arabicExperience} awards={arabicAwards} />
        <Projects projects={arabicProjects} />
        <Skills skills={arabicSkills} tools={arabicTools} />
        <Contact profile={arabicProfile} onSubmit={async () => true} language="ar" />
        <NotFound />
      </main>
      <Footer
        ownerName={arabicProfile.name}
        headline={arabicProfile.headline}
        email={arabicProfile.email}
        networkProfileUrl={arabicProfile.networkProfileUrl}
        onNavigate={noop}
        year={2026}
      />
    </Still>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "انتقل إلى المحتوى" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "أرسل الرسالة" })).toBeVisible();
    // A phone number keeps its order ("+962 6 555 0142", not "0142 555 6 +962").
    const phone = canvas.getByRole("link", { name: arabicProfile.phone });
    await expect(getComputedStyle(phone).direction).toBe("ltr");
    await expect(getComputedStyle(canvas.getByRole("textbox", { name: "الهاتف (اختياري)" })).direction).toBe(
      "ltr",
    );
    // Nothing is wider than the page: a physical left or right that did not mirror (an element
    // moved off the page to its left) makes a right-to-left page scroll sideways.
    const page = canvas.getByTestId("rtl-page");
    await expect(page.scrollWidth).toBe(page.clientWidth);
  },
};
