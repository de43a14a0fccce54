import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { AdminLogin } from "../owner";
import { WholeInbox } from "../owner/inbox/fixtures/WholeInbox";
import { AnalyticsDashboard } from "../owner/analytics";
import { withLanguage } from "../fixtures/decorators";
import { germanDashboard, germanHome, germanInboxPage, germanProjects } from "../fixtures/germanContent";
import { germanLabels } from "../fixtures/germanLabels";
import { WholeHomePage } from "../fixtures/WholeHomePage";
import { ProjectPage, projectsWithPages } from "../pages";
import { englishIn, englishWords, sampleDataWords, visibleText } from "../test/labelTexts";

/**
 * The whole kit in German: one `labels` object and `locale="de-DE"` on the provider, and
 * the content in German. Each story checks that not one of the kit's English words is left,
 * in the page, its accessible names, or the dialogs and tabs it opens.
 */
const meta = {
  title: "Labels/In German",
  decorators: [withLanguage(germanLabels, "de-DE")],
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// German keeps some words as they are ("Name", "Link", "Browser"): those are not English left over.
const english = englishWords(germanLabels);

/** The story and what it opened (dialogs are portalled to the body), without Storybook's own messages. */
function storyText() {
  return [...document.body.children]
    .filter((element) => !element.matches("[class^='sb-'], [class*=' sb-'], #storybook-docs"))
    .map(visibleText)
    .join("\n");
}

async function expectNoEnglish() {
  const found = englishIn(storyText(), english).filter((word) => !sampleDataWords.includes(word));
  await expect(found).toEqual([]);
}

const noop = () => {};

/** The home page with its navigation and footer, then the not-found page. */
export const Site: Story = {
  render: () => <WholeHomePage content={germanHome} year={2026} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Zum Inhalt springen" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Nachricht senden" })).toBeVisible();
    await expect(canvas.getByText("© 2026 Lena Hoffmann. Alle Rechte vorbehalten.")).toBeVisible();
    await expectNoEnglish();
  },
};

/** Both project pages: every fact of the header and every kind of block, in German. */
export const ProjectPages: Story = {
  render: () => (
    <main>
      {projectsWithPages(germanProjects).map((project) => (
        <ProjectPage key={project.slug} project={project} scrollToTopOnMount={false} />
      ))}
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("link", { name: "Zurück zu den Projekten" })).toHaveLength(2);
    await expect(canvas.getByRole("heading", { level: 2, name: "Problemstellung" })).toBeVisible();
    await expectNoEnglish();
  },
};

/** The menu a phone opens, in German too. */
export const SiteOnAPhone: Story = {
  ...Site,
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menü öffnen" }));
    const menu = await within(document.body).findByRole("dialog", { name: "Navigationsmenü" });
    await expect(within(menu).getByRole("button", { name: "Menü schließen" })).toBeVisible();
    await expectNoEnglish();
  },
};

/** The owner's inbox, with dates and counts in German formats. */
export const Inbox: Story = {
  render: () => (
    <main>
      <WholeInbox {...germanInboxPage} exportHref="#export" timeZone="Europe/Berlin" />
      <AdminLogin onSubmit={noop} headingLevel={2} error="Falsches Passwort" />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1.001–1.002 von 3.000")).toBeVisible();
    await expect(canvas.getByText("22. November 2026 um 16:04")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Anfrage von Jana Berger löschen" }));
    const dialog = await within(document.body).findByRole("alertdialog");
    await expect(dialog).toHaveAccessibleDescription(
      "Die Nachricht von Jana Berger wird endgültig gelöscht.",
    );
    await expectNoEnglish();
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
  },
};

/** The analytics dashboard, every tab opened in turn. */
export const Analytics: Story = {
  render: () => (
    <main>
      <AnalyticsDashboard {...germanDashboard} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Besucherstatistik" })).toBeVisible();
    await expect(canvas.getByText("24. Okt. – 22. Nov. 2026 (UTC)")).toBeVisible();
    for (const tab of canvas.getAllByRole("tab")) {
      await userEvent.click(tab);
      await expectNoEnglish();
    }
  },
};
