/**
 * The owner's content model. The site keeps its content in typed files of these
 * shapes (site/content); the kit renders them and the resume function prints them,
 * so the page and the PDF never drift apart.
 */

/** Icons the kit draws. Content names an icon; the kit maps it to an inline SVG. */
export const iconNames = [
  "cloud",
  "smartphone",
  "glasses",
  "mic",
  "chart",
  "users",
  "target",
  "sparkles",
  "rocket",
  "award",
  "briefcase",
  "mail",
  "calendar",
  "linkedin",
  "download",
  "map-pin",
  "phone",
  "layers",
  "compass",
  "message",
  "shield",
  "zap",
  "clock",
  "trending-up",
  "check",
  "external",
  "arrow-left",
  "menu",
  "close",
  "trash",
  "logout",
  "github",
  "dribbble",
  "behance",
  "x",
  "mastodon",
  "instagram",
  "youtube",
  "medium",
  "link",
  "chevron-left",
  "chevron-right",
  "play",
] as const;
export type IconName = (typeof iconNames)[number];

/** An image with its intrinsic size, so layout never shifts while it loads. */
export interface ImageAsset {
  /** The fallback file, for browsers that take none of `sources`. */
  src: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** Intrinsic width in pixels (with `height`, it reserves the image's space before it loads). */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** Other widths of `src` for the browser to choose from, e.g. "/img/me-480.jpg 480w, /img/me-960.jpg 960w". */
  srcSet?: string;
  /** How wide the image is shown, so the browser picks the right width, e.g. "(min-width: 768px) 40vw, 90vw". */
  sizes?: string;
  /** The image in modern formats, tried in order before `src`, e.g. AVIF then WebP (each a `srcset`). */
  sources?: ReadonlyArray<{ type: `image/${string}`; srcSet: string }>;
}

/** The networks the kit has an icon for; "email" is a mailto link, "link" any other page. */
export const profileNetworks = [
  "github",
  "linkedin",
  "dribbble",
  "behance",
  "x",
  "mastodon",
  "instagram",
  "youtube",
  "medium",
  "email",
  "link",
] as const;
export type ProfileNetwork = (typeof profileNetworks)[number];

/** One of the owner's pages elsewhere (or their address), drawn with its network's icon. */
export interface ProfileLink {
  /** The link's text and accessible name, e.g. "Dribbble" or "@sam@mastodon.social". */
  label: string;
  /** Where it leads: an https URL, or a mailto: address for "email". */
  href: string;
  /**
   * Which icon to draw. Without it, the network is read from `href`'s host (a mailto: link is
   * "email"); an unknown host gets the generic "link" icon.
   */
  network?: ProfileNetwork;
}

export interface Profile {
  /** Full name; the navigation's brand mark is derived from it (initials). */
  name: string;
  /** One line under the name, e.g. "Senior Product Manager". */
  headline: string;
  /** The hero's short pitch. */
  tagline: string;
  location: string;
  email: string;
  phone?: string;
  /** External page for booking a 30-minute meeting; without it, no booking link is shown. */
  bookingUrl?: string;
  /** Where 'Download Resume' leads (e.g. "/resume.pdf"); without it, no résumé button is shown. */
  resumeUrl?: string;
  /** The owner's pages elsewhere, in order (see `profileLinks`). */
  links?: ProfileLink[];
  /**
   * @deprecated Use `links`. A single profile link; it is shown as the first of `links`
   * (with the icon its host names, e.g. LinkedIn's).
   */
  networkProfileUrl?: string;
  /** @deprecated Use `links`. The text of `networkProfileUrl`'s link (default "LinkedIn"). */
  networkProfileLabel?: string;
  portrait?: ImageAsset;
}

export interface About {
  heading: string;
  paragraphs: string[];
  /** Figures beside the story, e.g. { value: "10", label: "years designing" }; without them the story takes the width. */
  highlights?: Array<{ value: string; label: string }>;
}

/** A skill, optionally rated 1 to 5 (shown as five dots); skills without a level are listed plainly. */
export interface Skill {
  name: string;
  level?: 1 | 2 | 3 | 4 | 5;
}

export interface SkillGroup {
  title: string;
  skills: Skill[];
}

export interface Tool {
  name: string;
  icon: IconName;
}

export interface ExperienceEntry {
  period: string;
  title: string;
  company: string;
  location: string;
  achievements: string[];
  /** True for the current role. */
  current: boolean;
}

export interface Award {
  title: string;
  period: string;
  description: string;
}

export interface Metric {
  value: string;
  label: string;
  description?: string;
}

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

export interface RoadmapPhase {
  /** When, e.g. "Q3 2025". */
  quarter: string;
  title: string;
  items: string[];
}

/** One layer of a tech stack, e.g. { area: "Front end", items: ["React", "TypeScript"] }. */
export interface StackLayer {
  area: string;
  items: string[];
}

/** An image on a project's page, with the words shown under it. */
export interface CaptionedImage extends ImageAsset {
  /** Shown under the image (the image's `alt` still describes it for people who cannot see it). */
  caption?: string;
  /**
   * A larger file of the same image, opened from a gallery; without it the gallery opens `src`.
   */
  fullSrc?: string;
}

/** A video on a project's page: a file the page plays, or a page elsewhere that plays it. */
export interface ProjectVideo {
  /** What the video shows: the player's accessible name, or the text of the link to `url`. */
  title: string;
  /** The video in one or more formats, tried in order, e.g. [{ src: "/demo.webm", type: "video/webm" }]. */
  sources?: ReadonlyArray<{ src: string; type: `video/${string}` }>;
  /** Intrinsic width in pixels (with `height`, it reserves the player's space). */
  width?: number;
  height?: number;
  /** An image shown before the video plays. */
  poster?: string;
  /** Text tracks in WebVTT: captions, subtitles or descriptions, one per language. */
  tracks?: ReadonlyArray<{
    src: string;
    /** The track's language, e.g. "en". */
    srclang: string;
    /** The track's name in the player's menu, e.g. "English captions". */
    label: string;
    /** @defaultValue "captions" */
    kind?: "captions" | "subtitles" | "descriptions";
    /** Shown unless the viewer turns it off. */
    default?: boolean;
  }>;
  /**
   * A page that plays the video elsewhere (YouTube, Vimeo…). Without `sources`, the block is a
   * link to it that opens in a new tab, so no third-party player loads with the page.
   */
  url?: string;
  /** Shown under the video. */
  caption?: string;
}

/** Someone's own words on a project's page (a research participant's, a stakeholder's), with who said them. */
export interface ProjectQuote {
  /** Their words, without quotation marks: the page sets them as a quotation. */
  text: string;
  /** Who said them, e.g. "Maya Chen" or "Participant 7". */
  name: string;
  /** What makes their words count here, e.g. "Head of Operations, Tidewater" or "Night-shift nurse". */
  role?: string;
}

/**
 * A section of a project's page. A page shows its blocks in the order given, each under
 * its heading: the kit's words for that kind of block (its `labels.project`), or `title`
 * when the block has one. A vision and a problem given one after the other sit side by side.
 */
export type ProjectBlock = { title?: string } & (
  | { type: "overview"; paragraphs: string[] }
  | { type: "features"; items: Feature[] }
  | { type: "vision"; text: string }
  | { type: "problem"; text: string }
  | { type: "audience"; items: string[] }
  | { type: "delivered"; core: string[]; advanced: string[] }
  | { type: "metrics"; items: Metric[] }
  | { type: "achievements"; items: string[] }
  | { type: "roadmap"; phases: RoadmapPhase[] }
  | { type: "techStack"; layers: StackLayer[] }
  | { type: "image"; image: CaptionedImage }
  | { type: "gallery"; images: CaptionedImage[] }
  | { type: "video"; video: ProjectVideo }
  | { type: "quote"; quote: ProjectQuote }
);

/** The kinds of block a project page can hold. */
export type ProjectBlockType = ProjectBlock["type"];

/** A project's own page: its header, then whichever blocks it has, then its tags. */
export interface ProjectPageContent {
  /** One or two sentences: the page's meta description and social preview, and its lead unless `subtitle` is set. */
  summary: string;
  /** The lead under the title, when it should differ from `summary`. */
  subtitle?: string;
  /** A badge above the title, e.g. "In Progress". */
  badge?: string;
  /** A live app or another external page, opened in a new tab from a button in the header. */
  link?: { href: string; label: string };
  /** Facts in the header; each one shows only when given. */
  role?: string;
  duration?: string;
  /** Team size or another measure of scale, with its own label, e.g. { label: "Team size", value: "12 people" }. */
  scale?: { label: string; value: string };
  status?: string;
  platform?: string;
  /**
   * The image at the top of the page. It defaults to the project's card image (`Project.image`);
   * `false` shows none.
   */
  cover?: ImageAsset | false;
  /** The page's sections, in order. */
  blocks: ProjectBlock[];
  /** Tags shown at the end of the page (and the page's keywords). */
  tags: string[];
}

/**
 * A project: its card in the Projects section and, when it has `page`, a page of its own
 * at /projects/{slug}. A portfolio has any number of them.
 */
export interface Project {
  /** Names the project's page: /projects/{slug}. Unique among the projects. */
  slug: string;
  title: string;
  /** The card's text. */
  description: string;
  /** The card's picture, and the page's cover unless the page names its own; without it the card has none. */
  image?: ImageAsset;
  /** The card's icon; without it the card has none. */
  icon?: IconName;
  /** The card's tags (and the résumé's keywords). */
  tags?: string[];
  /** Short results on the card and the résumé, e.g. "18M MAU". */
  metrics?: string[];
  /** Projects still being built show an 'In Development' badge on their card. */
  inDevelopment?: boolean;
  /** Where the card's 'Learn More' leads, when not to the project's own page (see `projectHref`). */
  link?: string;
  /** The project's own page. Without it (and without `link`) the card has no 'Learn More'. */
  page?: ProjectPageContent;
}

/** A project that has a page of its own. */
export type ProjectWithPage = Project & { page: ProjectPageContent };

export interface SiteMeta {
  /** Absolute URL of the deployed site, without a trailing slash. */
  url: string;
  title: string;
  description: string;
  /**
   * One share image (Open Graph) for every page. Leave it out when the build draws one per
   * page (`renderShareImage` from `@pmfolio/kit/og`); a page's own image wins over it.
   */
  ogImage?: ImageAsset;
}

export interface PortfolioContent {
  site: SiteMeta;
  profile: Profile;
  about: About;
  experience: ExperienceEntry[];
  awards: Award[];
  /** Every project, in the order the Projects section shows them. */
  projects: Project[];
  skills: SkillGroup[];
  tools: Tool[];
}
