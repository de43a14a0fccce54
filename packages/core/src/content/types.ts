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
  /** External page for booking a 30-minute meeting. */
  bookingUrl: string;
  /** Professional-network profile (e.g. LinkedIn). */
  networkProfileUrl: string;
  networkProfileLabel: string;
  portrait?: ImageAsset;
}

export interface About {
  heading: string;
  paragraphs: string[];
  highlights: Array<{ value: string; label: string }>;
}

/** A skill, rated 1 to 5 (shown as five dots). */
export interface Skill {
  name: string;
  level: 1 | 2 | 3 | 4 | 5;
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
  image: ImageAsset;
  icon: IconName;
  /** The card's tags. */
  tags: string[];
  /** Short results on the card, e.g. "18M MAU". */
  metrics: string[];
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
