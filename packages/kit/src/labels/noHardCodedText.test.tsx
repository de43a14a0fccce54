import { render as rtlRender, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { applicationGoals, renderMarkdown } from "@pmfolio/core";
import { describe, expect, it, vi } from "vitest";
import { AdminLogin, DeleteContactDialog } from "../owner";
import { WholeInbox } from "../owner/inbox/fixtures/WholeInbox";
import { AnalyticsDashboard } from "../owner/analytics";
import {
  pipelineApplications,
  sampleApplications,
  sampleTimeline,
  timelineWithBot,
} from "../owner/analytics/fixtures/applications";
import { linkProjects, linkRoles } from "../owner/analytics/fixtures/linkSettings";
import {
  emptySummary,
  fixturePaths,
  fixtureSiteUrl,
  incompleteSummary,
  sampleSummary,
  bilingualSummary,
} from "../owner/analytics/fixtures/summary";
import { toast, Toaster } from "../primitives";
import {
  germanContacts,
  germanHome,
  germanInboxPage,
  germanProfile,
  germanProjects,
} from "../fixtures/germanContent";
import { WholeHomePage } from "../fixtures/WholeHomePage";
import { Footer } from "../navigation";
import { ProjectPage, projectsWithPages } from "../pages";
import { Writing } from "../sections";
import { Post, PostList, type PostSummary } from "../writing";
import { markdownWords } from "../writing/markdownWords";
import { germanPosts } from "../fixtures/samplePosts";
import {
  englishIn,
  englishWords,
  labelLeaves,
  marker,
  markerLabels,
  sampleDataWords,
  visibleText,
  withoutMarkers,
} from "../test/labelTexts";
import { PortfolioProvider } from "../theme/PortfolioProvider";
import type { Labels } from "./labels";

// Every component, in every state that shows text of its own, rendered with labels whose
// every entry is a marker ("⟦contactForm.send⟧"): no English default may be left on the
// page, and every marker of the area must show up, so each label is really wired.

const markers = markerLabels();
const english = englishWords();

/** The project pages' group. */
const projectGroups: ReadonlyArray<keyof Labels> = ["project"];
/** The writing pages' group. */
const writingGroups: ReadonlyArray<keyof Labels> = ["writing"];

function render(ui: ReactElement) {
  const user = userEvent.setup();
  return {
    user,
    ...rtlRender(ui, {
      wrapper: ({ children }) => (
        <PortfolioProvider labels={markers} locale="de-DE">
          {children}
        </PortfolioProvider>
      ),
    }),
  };
}

/** Records what the page shows now; the test then checks it all at once. */
function recorder() {
  const texts: string[] = [];
  return {
    look: () => texts.push(visibleText(document.body)),
    english: () =>
      englishIn(withoutMarkers(texts.join("\n")), english).filter((word) => !sampleDataWords.includes(word)),
    missingMarkers: (groups: ReadonlyArray<keyof Labels>) => {
      const all = texts.join("\n");
      return labelLeaves()
        .map(([path]) => path)
        .filter((path) => groups.some((group) => path.startsWith(`${group}.`)))
        .filter((path) => !all.includes(marker(path)));
    },
  };
}

/** Renders `ui`, lets `act` use it, records what it shows, and takes it down again. */
function lookWith(page: ReturnType<typeof recorder>) {
  return async (ui: ReactElement, act?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>) => {
    const { user, unmount } = render(ui);
    await act?.(user);
    page.look();
    unmount();
  };
}

const noop = () => {};

describe("no English left with other labels", () => {
  it("covers every group: each is checked below or built by another part of the kit", () => {
    const checked = [
      ...siteGroups,
      ...ownerGroups,
      ...analyticsGroups,
      ...projectGroups,
      ...writingGroups,
      ...ownerAppGroups,
      ...editorGroups,
    ];
    expect([...checked].sort()).toEqual(Object.keys(markers).sort());
  });

  it("the public pages: navigation and its menu, sections, form, footer, toasts, not found", async () => {
    const page = recorder();
    let finishSending: (sent: boolean) => void = noop;
    const { user } = render(
      <>
        <WholeHomePage
          content={germanHome}
          onSubmit={() => new Promise<boolean>((resolve) => (finishSending = resolve))}
        />
        <Toaster />
      </>,
    );
    page.look();

    await user.click(screen.getByRole("button", { name: marker("navigation.openMenu") }));
    await screen.findByRole("dialog");
    page.look();
    await user.keyboard("{Escape}");

    await user.type(screen.getByRole("textbox", { name: marker("contactForm.name") }), "Jana");
    await user.type(
      screen.getByRole("textbox", { name: marker("contactForm.email") }),
      "jana@beispiel.example",
    );
    await user.type(screen.getByRole("textbox", { name: marker("contactForm.message") }), "Hallo");
    await user.click(screen.getByRole("button", { name: marker("contactForm.send") }));
    await screen.findByRole("button", { name: marker("contactForm.sending") });
    toast({ title: "Gesendet" });
    await screen.findByText("Gesendet");
    page.look();
    finishSending(true);
    // The first footer has no year (its undated copyright line); this one names the year.
    // The writing page's entry is the site's to add (a page, not a section), with its label.
    render(
      <Footer
        ownerName={germanProfile.name}
        headline={germanProfile.headline}
        email={germanProfile.email}
        networkProfileUrl={germanProfile.networkProfileUrl}
        year={2026}
        items={[{ id: "writing", label: markers.navigation.sections.writing, href: "/de/writing" }]}
      />,
    );
    page.look();

    expect(page.english()).toEqual([]);
    expect(page.missingMarkers(siteGroups)).toEqual([]);
  });

  it("the project pages: every fact of the header, every kind of block, the tags", () => {
    const page = recorder();
    render(
      <>
        {projectsWithPages(germanProjects).map((project) => (
          <ProjectPage key={project.slug} project={project} scrollToTopOnMount={false} />
        ))}
        {/* A private case study, to everyone and to the company it is shared with. */}
        {["", "Acme"].map((company) => (
          <ProjectPage
            key={company}
            project={{ ...projectsWithPages(germanProjects)[0]!, visibility: "private" }}
            sharedWith={company || undefined}
            scrollToTopOnMount={false}
          />
        ))}
      </>,
    );
    page.look();
    expect(page.english()).toEqual([]);
    expect(page.missingMarkers(projectGroups)).toEqual([]);
  });

  it("the writing pages: the section, a list and an empty one, a post with its rendered body", () => {
    const page = recorder();
    const [post, older] = germanPosts as [PostSummary, PostSummary];
    const postHref = (item: PostSummary) => `/de/writing/${item.slug}`;
    const tagHref = (tag: string) => `/de/writing/tags/${tag}`;
    render(
      <>
        <Writing posts={germanPosts} hrefOf={postHref} allHref="/de/writing" />
        <PostList posts={[]} hrefOf={postHref} tagHrefOf={tagHref} />
        <Post
          post={post}
          html={
            renderMarkdown("## Warum\n\n| a |\n| - |\n| b |\n\nText.[^1]\n\n[^1]: Notiz.", {
              words: markdownWords(markers.writing.markdown),
            }).html
          }
          tagHrefOf={tagHref}
          backHref="/de/writing"
          previous={{ title: older.title, href: postHref(older) }}
          next={{ title: older.title, href: postHref(older) }}
          author={{ name: germanProfile.name, headline: germanProfile.headline }}
          contactHref="/de/#contact"
        />
      </>,
    );
    page.look();
    expect(page.english()).toEqual([]);
    // The heading of a tag's page is the site's to write, from this template.
    expect(page.missingMarkers(writingGroups).filter((path) => path !== "writing.taggedWith")).toEqual([]);
  });

  it("the owner's inbox: login, every list state, the pager and both confirmations", async () => {
    const page = recorder();
    const look = lookWith(page);

    await look(<AdminLogin onSubmit={noop} />);
    await look(<AdminLogin onSubmit={noop} loading />);
    await look(<WholeInbox loading onDelete={noop} />);
    await look(<WholeInbox error="Serverfehler" onBack={noop} onDelete={noop} />);
    await look(<WholeInbox contacts={[]} onDelete={noop} />);
    const [unread, read] = germanContacts as [
      (typeof germanContacts)[number],
      (typeof germanContacts)[number],
    ];
    await look(
      <WholeInbox
        {...germanInboxPage}
        exportHref="/api/contacts/export"
        deletingId={read.id}
        timeZone="UTC"
      />,
      async (user) => {
        await user.click(
          screen.getByRole("button", { name: `${marker("contactList.deleteFrom")}(${unread.name})` }),
        );
        page.look();
        await user.click(
          within(screen.getByRole("alertdialog")).getByRole("button", {
            name: marker("deleteDialog.cancel"),
          }),
        );
        await user.click(screen.getByRole("checkbox", { name: marker("contactList.selectAll") }));
        await user.click(screen.getByRole("button", { name: /contactList\.deleteSelected/ }));
      },
    );
    await look(<WholeInbox contacts={germanContacts} onDelete={noop} onDeleteMany={noop} deletingMany />);
    await look(<DeleteContactDialog open onOpenChange={noop} onConfirm={noop} />);
    const held = {
      total: 2,
      contacts: germanContacts.map((contact, i) => ({
        ...contact,
        heldReason: i === 0 ? ("daily-limit" as const) : ("honeypot" as const),
      })),
      open: true,
      onOpenChange: noop,
      onRelease: noop,
      onDelete: noop,
      onOlder: noop,
    };
    await look(
      <WholeInbox contacts={[]} onDelete={noop} onDeleteReceived={noop} held={held} />,
      async (user) => {
        await user.type(screen.getByLabelText(marker("contactList.receivedDay")), "2026-11-22");
        await user.click(screen.getByRole("button", { name: marker("contactList.deleteReceived") }));
        page.look();
      },
    );
    await look(<WholeInbox contacts={[]} onDelete={noop} held={{ ...held, loading: true }} />);
    await look(<WholeInbox contacts={[]} onDelete={noop} held={{ ...held, contacts: [] }} />);

    expect(page.english()).toEqual([]);
    expect(page.missingMarkers(ownerGroups)).toEqual([]);
  });

  it("the analytics dashboard: every state, card, tab and the link builder", async () => {
    const page = recorder();
    const summary = sampleSummary(30);
    const withGoalOutsideCampaigns = {
      ...summary,
      botCount: 4,
      goals: {
        ...summary.goals,
        "contact-sent": { ...summary.goals["contact-sent"], completions: 2, byCampaign: {} },
      },
    };
    const fewerThanBefore = {
      ...summary,
      botCount: 0,
      previous: {
        ...summary.previous,
        totalVisits: summary.totalVisits + 50,
        uniqueVisits: summary.uniqueVisits,
      },
    };
    const look = lookWith(page);
    const everyTab = async (user: ReturnType<typeof userEvent.setup>) => {
      for (const tab of screen.getAllByRole("tab")) {
        await user.click(tab);
        page.look();
      }
    };

    await look(<AnalyticsDashboard loading range={30} onRangeChange={noop} />);
    await look(
      <AnalyticsDashboard error="Zeitüberschreitung" onRetry={noop} range={30} onRangeChange={noop} />,
    );
    await look(
      <AnalyticsDashboard
        summary={withGoalOutsideCampaigns}
        range={30}
        onRangeChange={noop}
        refreshing
        onLogout={noop}
        exportHref="/api/analytics/export?days=30"
        linkBuilder={{ siteUrl: fixtureSiteUrl, paths: fixturePaths }}
        onExcludeThisBrowserChange={noop}
        timeZone="UTC"
      />,
      async (user) => {
        await everyTab(user);
        await user.click(screen.getByRole("tab", { name: marker("analyticsTabs.tabs.campaigns") }));
        await user.type(screen.getByRole("textbox", { name: marker("campaignLinkBuilder.tag") }), "acme");
        await user.click(screen.getByRole("button", { name: marker("campaignLinkBuilder.copy") }));
        page.look();
        vi.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(
          new DOMException("Nein", "NotAllowedError"),
        );
        await user.click(screen.getByRole("button", { name: marker("campaignLinkBuilder.copy") }));
      },
    );
    await look(
      <AnalyticsDashboard
        summary={fewerThanBefore}
        range={7}
        onRangeChange={noop}
        excludeThisBrowser
        onExcludeThisBrowserChange={noop}
      />,
    );
    await look(<AnalyticsDashboard summary={emptySummary(30)} range={30} onRangeChange={noop} />, everyTab);
    await look(
      <AnalyticsDashboard
        summary={sampleSummary(30, { previousShare: 0 })}
        range={30}
        onRangeChange={noop}
      />,
    );
    // A site in two languages: visits per language, and each page once with its languages together.
    await look(
      <AnalyticsDashboard summary={bilingualSummary(30)} range={30} onRangeChange={noop} />,
      async (user) => {
        await user.click(screen.getByRole("checkbox", { name: marker("analyticsTabs.groupLanguages") }));
      },
    );
    // A range with a day read too late and a day past the bound on stored events.
    const incomplete = incompleteSummary(7);
    await look(
      <AnalyticsDashboard
        summary={{ ...incomplete, cappedDays: [{ date: incomplete.range.from, dropped: 1200 }] }}
        range={7}
        onRangeChange={noop}
      />,
    );
    // Applications: fifty (the rest as Other, one not opened yet, one whose notice failed), a
    // timeline with every goal, an unmeasured page, a page's blocks as read and older visits
    // left out, then one that fails; creating one.
    const timeline = sampleTimeline(2);
    const fullTimeline = {
      ...timeline,
      truncated: true as const,
      incompleteDays: ["2026-11-01"],
      visits: timeline.visits.map((visit, index) =>
        index === 0
          ? {
              ...visit,
              pages: [
                ...visit.pages,
                { page: "/", at: visit.end },
                {
                  page: "/projects/magic-leap",
                  at: visit.end,
                  seconds: 30,
                  depth: 50,
                  blocks: [
                    ["problem", 12],
                    ["metrics", null],
                  ] as [string, number | null][],
                },
              ],
              goals: applicationGoals.map((goal) => ({ goal, at: visit.end })),
            }
          : visit,
      ),
    };
    let finishLoading: () => void = noop;
    const loadTimeline = vi
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (finishLoading = () => resolve(fullTimeline))))
      .mockResolvedValueOnce({ ref: "acme-corp", visits: [] })
      .mockRejectedValueOnce(new Error("Fehler"));
    const createApplication = vi
      .fn()
      .mockResolvedValueOnce({ ref: "acme", company: "Acme" })
      .mockRejectedValueOnce(new Error("Gibt es schon"));
    await look(
      <AnalyticsDashboard
        summary={{
          ...summary,
          applications: sampleApplications(60).map((application, index) =>
            index === 1 ? { ...application, notificationFailed: true as const } : application,
          ),
        }}
        range={30}
        onRangeChange={noop}
        linkBuilder={{ siteUrl: fixtureSiteUrl, paths: fixturePaths }}
        applications={{ loadTimeline, createApplication }}
        timeZone="UTC"
      />,
      async (user) => {
        await user.click(screen.getByRole("tab", { name: marker("analyticsTabs.tabs.applications") }));
        const [first] = screen.getAllByRole("button", {
          name: new RegExp(marker("applications.showTimeline")),
        });
        await user.click(first!);
        page.look();
        finishLoading();
        await screen.findByRole("heading", { name: new RegExp(marker("applications.timelineTitle")) });
        page.look();
        await user.click(first!);
        await screen.findByText(marker("applications.noVisits"));
        page.look();
        await user.click(first!);
        await screen.findByRole("alert");
        page.look();
        await user.click(screen.getByRole("tab", { name: marker("analyticsTabs.tabs.campaigns") }));
        const company = screen.getByRole("textbox", { name: marker("campaignLinkBuilder.company") });
        await user.type(company, "Acme");
        await user.click(
          screen.getByRole("button", { name: marker("campaignLinkBuilder.createApplication") }),
        );
        page.look();
        await user.type(company, "Acme");
        await user.click(
          screen.getByRole("button", { name: marker("campaignLinkBuilder.createApplication") }),
        );
        page.look();
      },
    );
    // The pipeline: each status, sorted otherwise, a change that fails, one not opened yet,
    // every signal and a bot's visit; then one without signals, filtered to a status nobody has.
    const applicationsTab = () =>
      screen.getByRole("tab", { name: marker("analyticsTabs.tabs.applications") });
    const openFirstTimeline = async (user: ReturnType<typeof userEvent.setup>) => {
      const [first] = screen.getAllByRole("button", {
        name: new RegExp(marker("applications.showTimeline")),
      });
      await user.click(first!);
      await screen.findByRole("heading", { name: new RegExp(marker("applications.timelineTitle")) });
    };
    await look(
      <AnalyticsDashboard
        summary={{ ...summary, applications: pipelineApplications() }}
        range={30}
        onRangeChange={noop}
        applications={{
          loadTimeline: () => Promise.resolve(timelineWithBot()),
          changeStatus: () => Promise.reject(new Error("Fehler")),
        }}
        timeZone="UTC"
      />,
      async (user) => {
        await user.click(applicationsTab());
        await openFirstTimeline(user);
        const [status] = screen.getAllByRole("combobox", {
          name: new RegExp(marker("applications.statusOf")),
        });
        await user.selectOptions(status!, marker("applications.statusNames.offer"));
        await screen.findByRole("alert");
        await user.selectOptions(
          screen.getByRole("combobox", { name: marker("applications.sortBy") }),
          marker("applications.sortNames.company"),
        );
      },
    );
    await look(
      <AnalyticsDashboard
        summary={{
          ...summary,
          applications: pipelineApplications()
            .slice(0, 2)
            .map((application) => ({ ...application, events: [] })),
        }}
        range={30}
        onRangeChange={noop}
        applications={{ loadTimeline: () => Promise.resolve(timelineWithBot()) }}
        timeZone="UTC"
      />,
      async (user) => {
        await user.click(applicationsTab());
        await openFirstTimeline(user);
        page.look();
        await user.selectOptions(
          screen.getByRole("combobox", { name: marker("applications.status") }),
          marker("applications.statusNames.rejected"),
        );
      },
    );
    await look(
      <AnalyticsDashboard summary={{ ...summary, applications: [] }} range={30} onRangeChange={noop} />,
      async (user) => {
        await user.click(screen.getByRole("tab", { name: marker("analyticsTabs.tabs.applications") }));
      },
    );

    // The links' settings (issue 47): each link state beside the status, a visit after the link
    // closed, and the settings dialog moved, saved, refused with fields, saving; then a site
    // without private projects.
    const [acme, ...others] = pipelineApplications();
    const withLinks = [
      { ...acme!, link: { paused: true as const } },
      ...others.map((application, at) => ({
        ...application,
        link: { expiresAt: at === 0 ? "2020-01-31T23:59:59.999Z" : "2099-01-31T23:59:59.999Z" },
      })),
    ];
    const refused = Object.assign(new Error("Fehler"), {
      fields: { greeting: "Zu lang", resume: "Unbekannt" },
    });
    const onSave = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(refused)
      .mockReturnValueOnce(new Promise(noop));
    const closedVisit = timelineWithBot();
    // The site's own words in German, as a German owner's content would give them.
    const germanProjects = linkProjects.map((project, at) => ({ ...project, title: `Projekt ${at + 1}` }));
    const germanRoles = linkRoles.map((role, at) => ({
      title: `Rolle ${at + 1}`,
      highlights: role.highlights.map((_, highlight) => `Erfolg ${highlight + 1}`),
    }));
    await look(
      <AnalyticsDashboard
        summary={{ ...summary, applications: withLinks }}
        range={30}
        onRangeChange={noop}
        applications={{
          loadTimeline: () =>
            Promise.resolve({
              ...closedVisit,
              visits: closedVisit.visits.map((visit) => ({ ...visit, linkClosed: true as const })),
            }),
          linkSettings: { projects: germanProjects, roles: germanRoles, onSave },
        }}
        timeZone="Europe/Berlin"
      />,
      async (user) => {
        await user.click(applicationsTab());
        await openFirstTimeline(user);
        page.look();
        const [settings] = screen.getAllByRole("button", {
          name: new RegExp(marker("applications.linkSettings")),
        });
        await user.click(settings!);
        const dialog = within(screen.getByRole("dialog"));
        const [down] = dialog.getAllByRole("button", { name: new RegExp(marker("applications.moveDown")) });
        await user.click(down!);
        page.look();
        const save = dialog.getByRole("button", { name: marker("applications.save") });
        await user.click(save);
        await dialog.findByText(marker("applications.saved"));
        page.look();
        await user.click(save);
        await dialog.findByRole("alert");
        page.look();
        await user.click(save);
        page.look();
      },
    );
    await look(
      <AnalyticsDashboard
        summary={{ ...summary, applications: pipelineApplications() }}
        range={30}
        onRangeChange={noop}
        applications={{
          linkSettings: {
            projects: germanProjects.filter((project) => !project.private),
            roles: germanRoles,
            onSave: () => Promise.resolve(),
          },
        }}
        timeZone="Europe/Berlin"
      />,
      async (user) => {
        await user.click(applicationsTab());
        const [settings] = screen.getAllByRole("button", {
          name: new RegExp(marker("applications.linkSettings")),
        });
        await user.click(settings!);
      },
    );

    expect(page.english()).toEqual([]);
    expect(page.missingMarkers(analyticsGroups).join(", ")).toBe("");
    // The whole dashboard, rendered once per state: more than the default minute on a busy machine.
  }, 180_000);
});

const siteGroups: ReadonlyArray<keyof Labels> = [
  "common",
  "navigation",
  "footer",
  "themeToggle",
  "hero",
  "about",
  "experience",
  "projects",
  "projectTile",
  "skills",
  "contact",
  "contactForm",
  "toaster",
  "notFound",
];
const ownerGroups: ReadonlyArray<keyof Labels> = ["owner", "adminLogin", "contactList", "deleteDialog"];
/** Said by a site's owner app around these components, not by one of them: the site's test checks it. */
const ownerAppGroups: ReadonlyArray<keyof Labels> = ["ownerApp"];
/** The content editor's groups: checked in ./editorLabels.test.tsx, state by state. */
const editorGroups: ReadonlyArray<keyof Labels> = [
  "editor",
  "editorFields",
  "editorImages",
  "editorPosts",
  "editorPreview",
];
const analyticsGroups: ReadonlyArray<keyof Labels> = [
  "analytics",
  "rangeSelector",
  "visitsChart",
  "analyticsTabs",
  "applications",
  "campaignLinkBuilder",
];
