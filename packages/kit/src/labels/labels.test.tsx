import { render as rtlRender, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { DeleteContactDialog } from "../owner/inbox";
import { WholeInbox } from "../owner/inbox/fixtures/WholeInbox";
import { AnalyticsDashboard, RangeSelector, VisitsChart } from "../owner/analytics";
import { describeVisits } from "../owner/analytics/VisitsChart/VisitsChart";
import { sampleSummary } from "../owner/analytics/fixtures/summary";
import { Toaster } from "../primitives";
import { germanContacts } from "../fixtures/germanContent";
import { germanLabels } from "../fixtures/germanLabels";
import { Footer, NavBar } from "../navigation";
import { NotFound } from "../pages";
import { ContactForm, Experience, Skills } from "../sections";
import { PortfolioProvider, type PortfolioProviderProps } from "../theme/PortfolioProvider";
import { analyticsLabels } from "./analyticsLabels";
import { defaultLabels } from "./defaultLabels";
import { germanSiteLabels } from "./germanSiteLabels";
import { mergeLabels } from "./mergeLabels";

function render(ui: ReactElement, provider: Omit<PortfolioProviderProps, "children"> = {}) {
  return {
    user: userEvent.setup(),
    ...rtlRender(ui, {
      wrapper: ({ children }) => <PortfolioProvider {...provider}>{children}</PortfolioProvider>,
    }),
  };
}

const noop = () => {};
const footer = (
  <Footer
    ownerName="Ada Lovelace"
    headline="Analyst"
    email="ada@example.com"
    networkProfileUrl="https://example.com/ada"
    onNavigate={noop}
    year={2026}
  />
);

describe("mergeLabels", () => {
  it("replaces what the override gives, at any depth, and keeps the rest", () => {
    const merged = mergeLabels(defaultLabels, {
      contactForm: { send: "Absenden" },
      navigation: { sections: { about: "Über mich" } },
    });
    expect(merged.contactForm.send).toBe("Absenden");
    expect(merged.contactForm.sending).toBe("Sending...");
    expect(merged.navigation.sections.about).toBe("Über mich");
    expect(merged.navigation.sections.home).toBe("Home");
    expect(merged.navigation.openMenu).toBe("Open menu");
  });

  it("changes neither input, and keeps a default the override leaves undefined", () => {
    const override = { hero: { getInTouch: undefined, downloadResume: "CV" } };
    const merged = mergeLabels(defaultLabels, override);
    expect(merged.hero).toEqual({ getInTouch: "Get In Touch", downloadResume: "CV" });
    expect(defaultLabels.hero.downloadResume).toBe("Download Resume");
    expect(override).toEqual({ hero: { getInTouch: undefined, downloadResume: "CV" } });
    expect(mergeLabels(defaultLabels, undefined)).toBe(defaultLabels);
  });

  it("keeps the exported defaults read-only, so no one changes every page's words by accident", () => {
    expect(() => {
      (defaultLabels.contactForm as { send: string }).send = "Go";
    }).toThrow(TypeError);
    expect(() => {
      (defaultLabels.navigation.sections as { home: string }).home = "Start";
    }).toThrow(TypeError);
    expect(defaultLabels.contactForm.send).toBe("Send Message");
  });
});

describe("labels on the provider", () => {
  it("shows the English defaults without labels", () => {
    render(
      <>
        <NavBar ownerName="Ada Lovelace" onNavigate={noop} />
        {footer}
      </>,
    );
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toBeInTheDocument();
    expect(screen.getByText("© 2026 Ada Lovelace. All rights reserved.")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Footer" })).toBeInTheDocument();
  });

  it("shows the shipped German labels, templates filled, and keeps them read-only", () => {
    render(
      <>
        <NavBar ownerName="Ada Lovelace" onNavigate={noop} />
        {footer}
        <Skills skills={[{ title: "Analyse", skills: [{ name: "Statistik", level: 4 }] }]} />
      </>,
      { labels: germanSiteLabels, locale: "de" },
    );
    expect(screen.getByRole("button", { name: "Menü öffnen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ada Lovelace, Startseite" })).toBeInTheDocument();
    expect(screen.getByText("© 2026 Ada Lovelace. Alle Rechte vorbehalten.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Fähigkeiten" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "4 von 5" })).toBeInTheDocument();
    expect(() => {
      (germanSiteLabels.navigation as { openMenu: string }).openMenu = "x";
    }).toThrow(TypeError);
  });

  it("replaces only the labels given, in every component that shows them", () => {
    render(
      <>
        <NavBar ownerName="Ada Lovelace" onNavigate={noop} />
        {footer}
      </>,
      { labels: { navigation: { openMenu: "Menü öffnen", sections: { about: "Über mich" } } } },
    );
    expect(screen.getByRole("button", { name: "Menü öffnen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toBeInTheDocument();
    // The section names are shared by the bar (its inline entries are hidden at jsdom's width, and
    // its closed sheet repeats them) and the footer.
    const primary = within(screen.getByRole("navigation", { name: "Primary" }));
    const inFooter = within(screen.getByRole("navigation", { name: "Footer" }));
    for (const nav of [primary, inFooter]) {
      expect(nav.getAllByRole("link", { name: "Über mich", hidden: true })[0]).toBeInTheDocument();
      expect(nav.getAllByRole("link", { name: "Home", hidden: true })[0]).toBeInTheDocument();
    }
  });

  it("takes functions for text built from values, and they may return React nodes", () => {
    render(footer, {
      labels: {
        footer: {
          copyright: (year, owner) => (
            <>
              {owner}, {year}. <strong>Alle Rechte vorbehalten.</strong>
            </>
          ),
        },
      },
    });
    expect(screen.getByText("Alle Rechte vorbehalten.").tagName).toBe("STRONG");
    expect(screen.getByText(/^Ada Lovelace, 2026\./)).toBeInTheDocument();
  });

  it("gives count labels the number and its locale form, to choose the plural", () => {
    render(<WholeInbox contacts={germanContacts.slice(0, 1)} total={1} onDelete={noop} />, {
      labels: germanLabels,
      locale: "de-DE",
    });
    expect(screen.getByText("1 Anfrage insgesamt")).toBeInTheDocument();
  });

  it("keeps the sender's name isolated inside a translated sentence", () => {
    const name = "Rechnung \u202Efdp.exe";
    render(<DeleteContactDialog open senderName={name} onOpenChange={noop} onConfirm={noop} />, {
      labels: germanLabels,
    });
    const dialog = screen.getByRole("alertdialog", { name: germanLabels.deleteDialog.question });
    expect(dialog).toHaveAccessibleDescription(`Die Nachricht von ${name} wird endgültig gelöscht.`);
    expect(within(dialog).getByText(name).tagName).toBe("BDI");
  });

  it("starts a nested provider from the enclosing one's labels and locale", () => {
    render(
      <>
        <RangeSelector value={30} onChange={noop} data-testid="outer" />
        <PortfolioProvider labels={{ rangeSelector: { group: "Période" } }} globalStyles={false}>
          <RangeSelector value={30} onChange={noop} data-testid="inner" />
        </PortfolioProvider>
      </>,
      { labels: { rangeSelector: { lastDays: (_n, days) => `Letzte ${days} Tage` } }, locale: "de-DE" },
    );
    expect(screen.getByTestId("outer")).toHaveAccessibleName("Date range");
    const inner = screen.getByTestId("inner");
    expect(inner).toHaveAccessibleName("Période");
    expect(within(inner).getByRole("button", { name: "Letzte 30 Tage" })).toBeInTheDocument();
  });
});

describe("a component's own props win over the provider's labels", () => {
  const labels = {
    experience: { heading: "Werdegang", awardsHeading: "Auszeichnungen" },
    skills: { heading: "Fähigkeiten" },
    footer: { networkProfile: "Berufsprofil" },
    notFound: { backHome: "Zur Startseite", hint: "Diese Seite gibt es nicht." },
    toaster: { region: "Meldungen ({hotkey})" },
  };

  it("uses the labels where no prop is given", () => {
    render(
      <>
        <Experience experience={[]} awards={[{ title: "Preis", period: "2024", description: "…" }]} />
        <Skills skills={[]} />
        {footer}
        <NotFound />
        <Toaster />
      </>,
      { labels },
    );
    expect(screen.getByRole("heading", { name: "Werdegang" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Auszeichnungen" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Fähigkeiten" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Berufsprofil (opens in a new tab)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toBeInTheDocument();
    expect(screen.getByText("Diese Seite gibt es nicht.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Meldungen (F8)" })).toBeInTheDocument();
  });

  it("uses the props where they are given", () => {
    render(
      <>
        <Experience
          experience={[]}
          awards={[{ title: "Preis", period: "2024", description: "…" }]}
          heading="Laufbahn"
          awardsHeading="Ehrungen"
        />
        <Skills skills={[]} heading="Können" />
        <Footer
          ownerName="Ada Lovelace"
          headline="Analyst"
          email="ada@example.com"
          networkProfileUrl="https://example.com/ada"
          networkProfileLabel="Xing"
          onNavigate={noop}
        />
        <NotFound homeLabel="Startseite" hint="Gibt es nicht." />
        <Toaster label="Hinweise ({hotkey})" />
        <VisitsChart data={[]} title="Tagesbesuche" />
      </>,
      { labels },
    );
    expect(screen.getByRole("heading", { name: "Laufbahn" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ehrungen" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Können" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Xing (opens in a new tab)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Startseite" })).toBeInTheDocument();
    expect(screen.getByText("Gibt es nicht.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Hinweise (F8)" })).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "Tagesbesuche" })).toBeInTheDocument();
  });
});

describe("locale", () => {
  const contact = germanContacts[0]!;

  it("formats the inbox's dates and numbers in en-US by default", () => {
    render(
      <WholeInbox
        contacts={[contact]}
        total={3000}
        unread={1200}
        paging={{ start: 50, onNewer: noop, onOlder: noop }}
        onDelete={noop}
        timeZone="UTC"
      />,
    );
    expect(screen.getByText("November 22, 2026 at 3:04 PM")).toBeInTheDocument();
    expect(screen.getByText("1,200 unread")).toBeInTheDocument();
    expect(screen.getByText("Showing 51–51 of 3,000")).toBeInTheDocument();
    // The total is the plain number, without grouping.
    expect(screen.getByText("3000 total submissions")).toBeInTheDocument();
  });

  it("formats them in the provider's locale, even with the English labels", () => {
    render(
      <WholeInbox
        contacts={[contact]}
        total={3000}
        unread={1200}
        paging={{ start: 1000, onNewer: noop, onOlder: noop }}
        onDelete={noop}
        timeZone="UTC"
      />,
      { locale: "de-DE" },
    );
    expect(screen.getByText("22. November 2026 um 15:04")).toBeInTheDocument();
    expect(screen.getByText("1.200 unread")).toBeInTheDocument();
    expect(screen.getByText("Showing 1.001–1.001 of 3.000")).toBeInTheDocument();
  });

  it("formats the dashboard's figures, days and shares in the locale", async () => {
    const summary = sampleSummary(30);
    const { user } = render(
      <AnalyticsDashboard summary={summary} range={30} onRangeChange={noop} timeZone="UTC" />,
      { labels: germanLabels, locale: "fr-FR" },
    );
    expect(screen.getByText("24 oct. – 22 nov. 2026 (UTC)")).toBeInTheDocument();
    expect(screen.getByText(new Intl.NumberFormat("fr-FR").format(summary.totalVisits))).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Herkunft" }));
    const share = within(screen.getByRole("tabpanel")).getAllByRole("cell")[1]!;
    expect(share.textContent).toMatch(/^\d+,\d\u00a0%$/);
    await user.click(screen.getByRole("tab", { name: "Länder" }));
    expect(within(screen.getByRole("tabpanel")).getByText("Allemagne")).toBeInTheDocument();
  });

  it("lets the dashboard's own locale override the provider's", () => {
    render(
      <AnalyticsDashboard summary={sampleSummary(30)} range={30} onRangeChange={noop} locale="de-DE" />,
      {
        locale: "en-US",
      },
    );
    expect(screen.getByText("24. Okt. – 22. Nov. 2026 (UTC)")).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "Visits per day" })).toHaveAccessibleDescription(
      expect.stringMatching(/ visits from 24\. Okt\. to 22\. Nov\. 2026\./),
    );
  });

  it("describes the chart in English and en-US unless told otherwise", () => {
    const data = [
      { date: "2026-11-21", visits: 1200, uniqueVisitors: 900 },
      { date: "2026-11-22", visits: 1, uniqueVisitors: 1 },
    ];
    expect(describeVisits(data)).toBe(
      "1,201 visits from Nov 21 to Nov 22, 2026. Busiest day: Nov 21, with 1,200 visits.",
    );
    expect(describeVisits(data, { ...analyticsLabels, visitsChart: germanLabels.visitsChart }, "de-DE")).toBe(
      "1.201 visits vom 21. Nov. bis 22. Nov. 2026. Stärkster Tag: 21. Nov. mit 1.200 visits.",
    );
  });

  it("names the skill level in the locale's digits", () => {
    render(<Skills skills={[{ title: "Sprachen", skills: [{ name: "Arabisch", level: 4 }] }]} />, {
      locale: "ar-EG",
    });
    expect(screen.getByRole("img", { name: "٤ out of ٥" })).toBeInTheDocument();
  });

  it("names the contact form's fields, the optional mark included, from the labels", () => {
    render(<ContactForm onSubmit={async () => true} />, { labels: germanLabels });
    expect(screen.getByRole("textbox", { name: "E-Mail" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Telefon (freiwillig)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nachricht senden" })).toBeInTheDocument();
  });
});
