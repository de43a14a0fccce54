import type {
  ApplicationEventType,
  ApplicationSort,
  ApplicationStatus,
  FormMessages,
  ProjectBlockType,
} from "@pmfolio/core";
import type { ReactNode } from "react";
import type {
  EditorFieldsLabels,
  EditorImagesLabels,
  EditorLabels,
  EditorPostsLabels,
  EditorPreviewLabels,
} from "./editorLabelTypes";
import type { PluralTemplate, Template } from "./template";

/**
 * A count in words, e.g. "3 visits": a {@link PluralTemplate} (`{ one: "{count} visit", other:
 * "{count} visits" }`), one {@link Template} for every count, or, in client code only, a function
 * whose `count` chooses the grammatical form and whose `formatted` is the same count written in
 * the provider's `locale` ("1,234" in en-US, "1.234" in de-DE).
 */
export type CountLabel = PluralTemplate | Template | ((count: number, formatted: string) => string);

/**
 * Every piece of text the kit renders itself, by component. Content (names, headings of
 * your sections, project texts) comes from your props; these are the words around it.
 *
 * Plain strings are used as text and in attributes (`aria-label`, `placeholder`). The labels of
 * the public components that take values are {@link Template}s (`"{level} out of {max}"`) and
 * counts are {@link CountLabel}s, so a server page can pass them as data; each also accepts a
 * function, in client code only. The owner components' other labels are functions that
 * build text from values: one or two values come as arguments, more as one object. Numbers
 * and dates arrive already formatted in the provider's `locale`, except where a function
 * also needs the number itself to choose a plural form ({@link CountLabel}). A few functions
 * render inside the page rather than an attribute and may return React nodes; they say so.
 */
export interface Labels {
  /** Text shared by several components. */
  common: {
    /** Completes the accessible name of every link that opens in a new tab. */
    opensInNewTab: string;
    /** The booking link in the hero and the contact section. */
    bookMeeting: string;
  };
  /** The top navigation bar and its narrow-screen menu. */
  navigation: {
    /** The first link of the page, to the main content. */
    skipToContent: string;
    /** Name of the navigation landmark. */
    landmark: string;
    /**
     * Accessible name of the brand mark, from `{ownerName}`. Without an owner's name the mark
     * is named by `sections.home`; a function gets "" then.
     */
    brandHome: Template | ((ownerName: string) => string);
    openMenu: string;
    closeMenu: string;
    /** Title of the narrow-screen menu. */
    menuTitle: string;
    /** The entries the navigation and the footer show when they are given no `items`. */
    sections: {
      home: string;
      about: string;
      experience: string;
      projects: string;
      skills: string;
      contact: string;
      /** The entry of the writing page (a page of its own: give its item an `href`). */
      writing: string;
    };
  };
  footer: {
    /** Name of the footer's navigation landmark. */
    landmark: string;
    /** Text of the professional-network link when the footer gets no `networkProfileLabel`. */
    networkProfile: string;
    /** The copyright line, from `{year}` and `{ownerName}`. A function may return React nodes. */
    copyright: Template | ((year: number, ownerName: string) => ReactNode);
    /** The copyright line of a footer given no `year`, from `{ownerName}`. */
    copyrightUndated: Template | ((ownerName: string) => ReactNode);
  };
  /** The navigation's light/dark switch. */
  themeToggle: {
    /** Accessible name of the toggle, which is pressed while the page is dark. */
    label: string;
  };
  hero: {
    getInTouch: string;
    downloadResume: string;
  };
  about: {
    /** The short label above the about heading. */
    eyebrow: string;
  };
  experience: {
    heading: string;
    awardsHeading: string;
    /** The badge on the current role. */
    current: string;
  };
  projects: {
    heading: string;
  };
  projectTile: {
    inDevelopment: string;
    learnMore: string;
    /**
     * Hidden text after "Learn More" naming the project for assistive technology, from
     * `{projectTitle}`. A function may return React nodes.
     */
    learnMoreAbout: Template | ((projectTitle: string) => ReactNode);
  };
  /** The pages of single projects. */
  project: {
    backToProjects: string;
    /** Name of the page's tag list. */
    tags: string;
    /** The header's facts. */
    role: string;
    duration: string;
    status: string;
    platform: string;
    /** A private case study's page to everyone it is not shared with, above its synopsis. */
    sharedOnRequest: string;
    /** The link after it, to the contact form. */
    askForIt: string;
    /** A private case study's page to a company it is shared with, from `{company}`. */
    sharedWith: Template;
    /** Each kind of block's heading (a block's own `title` wins). */
    blocks: Record<ProjectBlockType, string>;
    /** The two groups of a `delivered` block. */
    coreFeatures: string;
    advancedFeatures: string;
    /** The viewer a gallery's image opens in: its name and its buttons. */
    gallery: {
      viewer: string;
      previous: string;
      next: string;
      close: string;
    };
  };
  /** The writing pages: a post's card, the list of posts, a post's page and the home page's section. */
  writing: {
    /** The home page's section heading and the name of the writing pages. */
    heading: string;
    /** The section's link to the list of every post. */
    allPosts: string;
    /** A post page's link back to that list. */
    backToWriting: string;
    /** A post's reading time, from `{minutes}` (formatted in the locale), e.g. "4 min read". */
    readingTime: Template | ((minutes: string) => string);
    /** Before a post's first date, e.g. "Published". */
    published: string;
    /** Before the date a post last changed, e.g. "Updated". */
    updated: string;
    /** The post page's links to its neighbours in the list. */
    previous: string;
    next: string;
    /** Name of a post's list of tags. */
    tags: string;
    /** The heading of a tag's list of posts, from `{tag}`. */
    taggedWith: Template | ((tag: string) => string);
    /** A list with no posts in it. */
    noPosts: string;
    /** The heading of the author's block at the end of a post. */
    aboutAuthor: string;
    /** The author block's link to the contact form. */
    contact: string;
    /**
     * The words core's `renderMarkdown` writes into a post's HTML (give them to it through
     * `markdownWords`): the footnotes' heading, a footnote's way back from `{reference}`, a
     * heading's own link from `{heading}`, and the name of a table's scrolling frame.
     */
    markdown: {
      footnotes: string;
      backToReference: Template;
      linkToHeading: Template;
      table: string;
    };
  };
  skills: {
    heading: string;
    toolsHeading: string;
    /** Accessible name of a skill's dots, e.g. "4 out of 5", from `{level}` and `{max}` (formatted). */
    level: Template | ((level: string, max: string) => string);
  };
  contact: {
    heading: string;
    eyebrow: string;
    /** Name of the list of ways to get in touch. */
    options: string;
  };
  /**
   * The contact form: its fields' words and the send button's are core's (`FormMessages["form"]`),
   * which the function's page draws the same form with.
   */
  contactForm: FormMessages["form"] & {
    sending: string;
    /**
     * Under the name field while it is empty: shown with no script as soon as the browser finds
     * the field invalid, and tied to it as its description.
     */
    nameError: string;
    /** Under the email field while it is empty or not an address (the browser's own check). */
    emailError: string;
    /** Under the message field while it is empty. */
    messageError: string;
  };
  toaster: {
    /** Name of the notification region; the Toaster replaces `{hotkey}` with the hotkey (F8). */
    region: string;
    /** The close button of a toast. */
    close: string;
  };
  notFound: {
    /** The heading after the "404" code. */
    heading: string;
    hint: string;
    backHome: string;
  };
  /** Text shared by the owner's pages (inbox and analytics). */
  owner: {
    /** Ends the owner's session. */
    logOut: string;
    /** Ends every session of the owner, on every device. */
    logOutEverywhere: string;
    /** Downloads a CSV file. */
    exportCsv: string;
  };
  /**
   * The owner app's own words around the kit's components: a site's owner pages say them (the
   * links between the pages, the session's messages, what a failed call says), no kit component
   * does. Here so that every word of the owner pages is in one module per language.
   */
  ownerApp: {
    /** Name of the links between the owner pages, and each page's link. */
    pagesLandmark: string;
    inbox: string;
    analytics: string;
    editContent: string;
    /** Announced while the server is asked whether there is a session. */
    checkingSession: string;
    /** The login form's note when the session ended while a page was open. */
    sessionEnded: string;
    /** The login form's note when the server could not be told to end the session, from why. */
    loggedOutHereOnly: (reason: string) => string;
    /** Under the analytics page's login heading: what the password unlocks. */
    analyticsLogin: string;
    /** Under the content editor's login heading: what the password unlocks. */
    contentLogin: string;
    /** Each owner page's `<head>`: its title (before " — " and the owner's name) and description. */
    heads: Record<"inbox" | "analytics" | "contentEditor", { title: string; description: string }>;
    /** A call the server answered with a failure, by what the page was doing. */
    failed: {
      session: string;
      logIn: string;
      fetchContacts: string;
      deleteContact: string;
      updateContact: string;
      releaseHeld: string;
      fetchAnalytics: string;
      fetchTimeline: string;
      createApplication: string;
      setApplicationStatus: string;
      saveApplicationLink: string;
      fetchContent: string;
      publishContent: string;
      fetchHistory: string;
      restoreVersion: string;
      fetchMedia: string;
      removeImages: string;
      uploadImage: string;
    };
    /** A call that never reached the server, where the page says so in its own words. */
    unreachable: {
      deleteContact: string;
      publishContent: string;
      uploadImage: string;
      restoreVersion: string;
      removeImages: string;
    };
    /** Any other call that never reached the server. */
    connectionError: string;
    /** The password was wrong, or the session is over. */
    invalidPassword: string;
    /** The server refuses logins for a while after too many wrong passwords. */
    tooManyAttempts: string;
    /** A failure that says nothing of itself. */
    unknownError: string;
  };
  adminLogin: {
    title: string;
    password: string;
    passwordPlaceholder: string;
    logIn: string;
    authenticating: string;
  };
  /** The owner's inbox. */
  contactList: {
    heading: string;
    totalSubmissions: CountLabel;
    unread: CountLabel;
    loading: string;
    backToList: string;
    selectAll: string;
    deleteSelected: CountLabel;
    deleting: string;
    empty: string;
    /** Accessible name of a card's checkbox. */
    select: (senderName: string) => string;
    unreadBadge: string;
    notificationFailed: string;
    notificationFailedNote: string;
    markAsRead: string;
    markAsUnread: string;
    /** Accessible names of the card's buttons, naming the sender. */
    markAsReadFrom: (senderName: string) => string;
    markAsUnreadFrom: (senderName: string) => string;
    delete: string;
    deleteFrom: (senderName: string) => string;
    deletingFrom: (senderName: string) => string;
    /** Name of the pager. */
    pages: string;
    newer: string;
    older: string;
    /** "Showing 51–100 of 3,000": the shown range and the total, formatted. */
    pageStatus: (range: { first: string; last: string; total: string }) => string;
    /** The toggle of the collapsed held list, with its count. */
    heldToggle: CountLabel;
    /** What the held list is, shown when it is open. */
    heldNote: string;
    heldLoading: string;
    heldEmpty: string;
    /** Why a message was held: past the daily limit, or a hidden field was filled. */
    heldDailyLimit: string;
    heldHoneypot: string;
    moveToInbox: string;
    /** Accessible name of a held card's move button, naming the sender. */
    moveToInboxFrom: (senderName: string) => string;
    olderHeld: string;
    /** The deletion of everything received in one UTC day or hour. */
    deleteReceived: string;
    receivedDay: string;
    receivedHour: string;
    wholeDay: string;
    /** An hour option, e.g. "14:00–14:59"; `hour` is two digits. */
    hourOption: (hour: string) => string;
    /**
     * The language of the page a message was sent from, e.g. "Sent in German": `language` is its
     * name in the owner's locale (`Intl.DisplayNames`), or its tag where the browser has no name.
     * Messages stored before the language was kept show nothing.
     */
    sentIn?: (language: string) => string;
    /**
     * The application a message came with (sent from a page reached through the link the owner
     * made for a company), e.g. "With the application to Acme Corp.".
     */
    cameWith?: (company: string) => string;
  };
  deleteDialog: {
    question: string;
    selectedQuestion: CountLabel;
    cancel: string;
    confirm: string;
    /** The description when the sender is unknown. */
    message: string;
    /**
     * The description naming the sender. May return React nodes: `sender` is an element that
     * isolates the name's text direction, so place it in JSX, e.g.
     * `(sender) => <>Die Nachricht von {sender} wird endgültig gelöscht.</>`.
     */
    messageFrom: (sender: ReactNode) => ReactNode;
    selectedMessages: CountLabel;
    /** The question for a deletion of everything received in a period, e.g. "2026-11-25, 14:00–14:59 (UTC)". */
    periodQuestion: (period: string) => string;
    periodMessage: string;
    /** A UTC day, or an hour of it, as the question names it; `hour` is two digits. */
    period: (day: string, hour?: string) => string;
  };
  /** The analytics dashboard, and counts its parts share. */
  analytics: {
    heading: string;
    /** The range shown, first and last day formatted, and the time zone its days are counted in ("America/Los Angeles"). */
    period: (from: string, to: string, timeZone: string) => string;
    updating: string;
    excludeThisBrowser: string;
    switchOn: string;
    switchOff: string;
    excludedNote: string;
    countedNote: string;
    loading: string;
    error: (message: string) => string;
    retry: string;
    totalVisits: string;
    uniqueVisitors: string;
    /** "3 visitors in the last 5 minutes", from the two counts in words. */
    realtime: (visitors: string, minutes: string) => string;
    /** "12 requests from bots and crawlers filtered out.", from the count in words. */
    botsFiltered: (requests: string) => string;
    noBots: string;
    noVisits: string;
    /**
     * Said when days of the range could not be counted in time, from the formatted list of
     * those days and how many there are.
     */
    incompleteDays: (days: string, count: number) => string;
    /**
     * Said when days of the range reached the site's daily limit on stored events
     * (`cappedDays`), from the formatted list of those days and how many events were dropped.
     * Optional: without it, the English sentence is shown.
     */
    cappedDays?: (days: string, dropped: string) => string;
    visits: CountLabel;
    visitors: CountLabel;
    minutes: CountLabel;
    days: CountLabel;
    requests: CountLabel;
    completions: CountLabel;
    /** What the change cards count, in "New: no visits in the previous 7 days". */
    visitsNoun: string;
    visitorsNoun: string;
    /** "previous 30 days", from the days in words. */
    previousPeriod: (days: string) => string;
    changeUp: (percent: string, period: string) => string;
    changeDown: (percent: string, period: string) => string;
    changeSame: (period: string) => string;
    changeNew: (noun: string, period: string) => string;
    changeNone: (noun: string, period: string) => string;
  };
  rangeSelector: {
    /** Name of the group of range buttons. */
    group: string;
    lastDays: CountLabel;
  };
  visitsChart: {
    title: string;
    /** The chart's text alternative; `visits` and `busiestVisits` are counts in words. */
    description: (summary: {
      visits: string;
      from: string;
      to: string;
      busiestDay: string;
      busiestVisits: string;
    }) => string;
    /** A bar's tooltip. */
    bar: (day: string, visits: string) => string;
    empty: string;
    today: string;
    showTable: string;
    /** Hidden text after "Show as a table", naming the chart. */
    showTableOf: (title: string) => string;
    /** Name of the scrollable table. */
    table: (title: string) => string;
    date: string;
    visits: string;
    uniqueVisitors: string;
  };
  analyticsTabs: {
    /** Name of the tab list. */
    list: string;
    tabs: {
      pages: string;
      entries: string;
      sources: string;
      campaigns: string;
      applications: string;
      countries: string;
      goals: string;
      devices: string;
      browsers: string;
      recent: string;
    };
    goals: {
      "resume-download": string;
      "contact-sent": string;
      "booking-click": string;
      "profile-click": string;
    };
    devices: {
      mobile: string;
      desktop: string;
      tablet: string;
    };
    visitsPerPage: string;
    /** Column: the median seconds a page's engaged views were read. */
    medianRead: string;
    /** Column: the share of engaged views that reached 75% depth. */
    readThrough: string;
    page: string;
    totalVisits: string;
    uniqueVisits: string;
    uniqueVisitors: string;
    visits: string;
    share: string;
    notFoundPaths: string;
    path: string;
    /** Under the missing paths, naming the page they are counted under. */
    notFoundNote: (pageName: string) => string;
    /** On a site of several languages: the toggle that lists each page once, its languages together. */
    groupLanguages?: string;
    /** On a site of several languages: the caption of the visits per language, and its column. */
    visitsPerLanguage?: string;
    language?: string;
    entryPages: string;
    entries: string;
    trafficSources: string;
    source: string;
    campaigns: string;
    campaign: string;
    noCampaignVisits: string;
    countries: string;
    country: string;
    goalsCaption: string;
    goal: string;
    completions: string;
    conversionRate: string;
    previousPeriod: string;
    conversionNote: string;
    goalBySource: (goal: string) => string;
    goalByCampaign: (goal: string) => string;
    /** From the completions in words. */
    noTaggedCompletions: (completions: string) => string;
    devicesCaption: string;
    device: string;
    browsers: string;
    browser: string;
    operatingSystems: string;
    operatingSystem: string;
    recentVisits: string;
    browserOnOs: (browser: string, os: string) => string;
    visitSource: (source: string) => string;
  };
  applications: {
    caption: string;
    application: string;
    firstSeen: string;
    lastSeen: string;
    visits: string;
    pagesRead: string;
    goals: string;
    /** An application whose link was not opened yet. */
    notOpened: string;
    /** The tags beyond the listed ones, added up. */
    other: string;
    empty: string;
    /** The button that opens an application's timeline, from its name. */
    showTimeline: (name: string) => string;
    timelineTitle: (name: string) => string;
    loading: string;
    failed: (message: string) => string;
    noVisits: string;
    truncated: string;
    /**
     * Said when days of the timeline's range could not be read in time (`incompleteDays`),
     * from the formatted list of those days and how many there are. Optional: without it,
     * the English sentence is shown.
     */
    incompleteDays?: (days: string, count: number) => string;
    /** One page of a visit: how long and how deep, from the formatted figures. */
    read: (duration: string, depth: string) => string;
    /** A page view that sent no engagement. */
    notMeasured: string;
    /** The list of a project page's blocks as a view read them (optional: English fills in). */
    blocksRead?: string;
    /** Said, for screen readers, of a block the visitor never got to (shown as a dash). */
    blockNotReached?: string;
    goalNames: { "resume-download": string; "booking-click": string; "contact-sent": string };
    /** A visit's heading: its start and its length. */
    visit: (start: string, duration: string) => string;
    /** The badge of an application whose opened-link notice could not be delivered. */
    notificationFailed: string;
    /** What that badge means. */
    notificationFailedNote: string;
    // The pipeline's words (status, sort and filter, "not opened yet", the timeline's
    // signals and bots) are optional: a label set written before them keeps type-checking,
    // and the English ones fill in.
    /** The column, and the filter, of where each application stands. */
    status?: string;
    statusNames?: Record<ApplicationStatus, string>;
    /** The status menu's accessible name, from the application's name. */
    statusOf?: (name: string) => string;
    /** Under the status: when it last changed, from the formatted time. */
    statusSince?: (time: string) => string;
    /** Announced when a status change failed and was undone, from the reason. */
    statusFailed?: (message: string) => string;
    /** The status filter's "every status" choice. */
    allStatuses?: string;
    /** The sort menu's label, and its choices. */
    sortBy?: string;
    sortNames?: Record<ApplicationSort, string>;
    /** The table's caption when sorted otherwise than by recent activity, from the sort's name. */
    captionSortedBy?: (sort: string) => string;
    /** The filter left no row, from the status's name. */
    noneWithStatus?: (status: string) => string;
    /** Beside the "not opened yet" badge: how long ago it was created, from the formatted days. */
    createdAgo?: (days: string, count: number) => string;
    /** The timeline's list of signals, and what it says without any. */
    signals?: string;
    noSignals?: string;
    eventNames?: Record<ApplicationEventType, string>;
    /** A visit made by a bot, link previewer or applicant tracking system, from its name. */
    bot?: (name: string) => string;
    /** What a bot's visit means. */
    botNote?: string;
    // What each application's link shows (issue 47): optional too, for the same reason.
    /** The button that opens an application's link settings, from its name. */
    linkSettings?: (name: string) => string;
    /** The settings dialog's title, from the application's name. */
    linkSettingsTitle?: (name: string) => string;
    /** The one line at the top of the home page for a visit through the link. */
    greeting?: string;
    /** Under a one-line field: its length and its limit, formatted. */
    characters?: (length: string, max: string) => string;
    /** The toggle that pauses the link, and what a paused link does. */
    pauseLink?: string;
    pauseHint?: string;
    /** The expiry date, and when on that day the link closes, from the time zone's name. */
    expiresOn?: string;
    expiresHint?: (timeZone: string) => string;
    /** The résumé variant's group, and what a choice left as it is means. */
    resumeVariant?: string;
    resumeVariantHint?: string;
    /** The variant's summary line. */
    summaryLine?: string;
    /** The variant's projects: which, in what order. */
    resumeProjects?: string;
    /** The buttons that move a project, from its title. */
    moveUp?: (title: string) => string;
    moveDown?: (title: string) => string;
    /** Announced after a move, from the title and its new place ("2", "4"). */
    moved?: (title: string, position: string, count: string) => string;
    /** The variant's experience highlights, grouped by role. */
    highlights?: string;
    /** The private projects the link opens, what sharing means, and what shows without any. */
    privateProjects?: string;
    privateProjectsHint?: string;
    noPrivateProjects?: string;
    save?: string;
    saving?: string;
    saved?: string;
    /** Said when the settings could not be saved, from the reason. */
    saveFailed?: (message: string) => string;
    close?: string;
    /** Beside the status: the link is paused, has expired, or will (from the formatted date). */
    linkPaused?: string;
    linkExpired?: string;
    linkExpires?: (date: string) => string;
    /** A timeline visit through the link after it was paused or expired, and what that means. */
    afterLinkClosed?: string;
    afterLinkClosedNote?: string;
  };
  campaignLinkBuilder: {
    title: string;
    tag: string;
    tagHint: (maxLength: string) => string;
    page: string;
    link: string;
    linkPlaceholder: string;
    copy: string;
    copied: string;
    selected: string;
    /** The company field of "new application". */
    company: string;
    companyHint: string;
    createApplication: string;
    /** Announced once created, from the company's name. */
    created: (company: string) => string;
    createFailed: (message: string) => string;
  };
  /** The content editor's page, publishing and history (see ./editorLabelTypes). */
  editor: EditorLabels;
  /** The content editor's fields: their names, hints and buttons. */
  editorFields: EditorFieldsLabels;
  /** The content editor's image uploads and media library. */
  editorImages: EditorImagesLabels;
  /** The content editor's posts. */
  editorPosts: EditorPostsLabels;
  /** The content editor's preview of the home page. */
  editorPreview: EditorPreviewLabels;
}

/** The groups of the owner's components (`@pmfolio/kit/owner`): the inbox, the dashboard and the content editor. */
export type OwnerLabels = Pick<
  Labels,
  | "editor"
  | "editorFields"
  | "editorImages"
  | "editorPosts"
  | "editorPreview"
  | "owner"
  | "ownerApp"
  | "adminLogin"
  | "contactList"
  | "deleteDialog"
  | "analytics"
  | "rangeSelector"
  | "visitsChart"
  | "analyticsTabs"
  | "applications"
  | "campaignLinkBuilder"
>;

/** The groups of the public pages' components. */
export type SiteLabels = Omit<Labels, keyof OwnerLabels>;
