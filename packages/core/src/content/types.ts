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

export interface ProjectCard {
  /** The project page's slug: /projects/{slug}. */
  slug: string;
  title: string;
  description: string;
  image: ImageAsset;
  tags: string[];
  metrics: string[];
  icon: IconName;
  /** Route of the project page. */
  link: string;
  /** Projects still being built show an 'In Development' badge. */
  inDevelopment?: boolean;
}

export interface Metric {
  value: string;
  label: string;
  description?: string;
}

/** A project detail page (personal-cloud, mobile-self-service, magic-leap). */
export interface ProjectDetail {
  slug: string;
  title: string;
  /** Meta description and social preview text. */
  summary: string;
  role: string;
  duration: string;
  /** Team size or partnership scale. */
  scale: { label: string; value: string };
  overview: string[];
  metrics: Metric[];
  achievements: string[];
  tags: string[];
}

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

export interface RoadmapPhase {
  /** e.g. "Q3 2025". */
  quarter: string;
  title: string;
  items: string[];
}

/** The Interview Coach case study page. */
export interface CaseStudy {
  slug: string;
  title: string;
  subtitle: string;
  summary: string;
  /** Badge text, e.g. "In Progress". */
  badge: string;
  /** The live app, opened in a new tab by 'Try Interview Coach'. */
  liveUrl: string;
  liveLabel: string;
  features: Feature[];
  status: string;
  platform: string;
  vision: string;
  problem: string;
  audience: string[];
  coreFeatures: string[];
  advancedFeatures: string[];
  metrics: Metric[];
  roadmap: RoadmapPhase[];
  techStack: Array<{ area: string; items: string[] }>;
  tags: string[];
}

export interface SiteMeta {
  /** Absolute URL of the deployed site, without a trailing slash. */
  url: string;
  title: string;
  description: string;
  ogImage: ImageAsset;
}

export interface PortfolioContent {
  site: SiteMeta;
  profile: Profile;
  about: About;
  experience: ExperienceEntry[];
  awards: Award[];
  projects: ProjectCard[];
  projectDetails: ProjectDetail[];
  caseStudy: CaseStudy;
  skills: SkillGroup[];
  tools: Tool[];
}
