/**
 * The owner's content model, as one schema. The content files (site/content/*.json) are checked
 * against it when the site builds, the TypeScript types in ./types are derived from it, and it
 * converts to JSON Schema (`@valibot/to-json-schema`) for anything that is not TypeScript.
 *
 * Objects are strict: a misspelt field ("higlights") is an error, not silently ignored.
 * Every text a visitor reads is made with `text()`: one string, or one per language of the site
 * (./localized.ts); names, URLs, paths and identifiers are plain strings.
 */
import * as v from "valibot";
import { isEmailAddress } from "../contact/validation";
import { EMPTY } from "./contentProblems";
import { LocalizedText } from "./localized";
import { iconNames, profileNetworks } from "./names";
import { ownerLanguages } from "./ownerLanguage";

/**
 * True for a well-formed BCP 47 language tag with a two- or three-letter language ("en", "pt-BR",
 * "zh-Hant-TW"): the long language subtags the standard reserves would let "english" pass.
 */
export function isLanguageTag(tag: string): boolean {
  if (!/^[a-z]{2,3}(?:-|$)/i.test(tag)) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

const languageTag = () =>
  v.pipe(v.string(), v.check(isLanguageTag, 'a language tag such as "en" or "pt-BR"'));

/** Words a visitor reads: one string, or one per language (`{ "en": "Projects", "de": "Projekte" }`). */
const text = () =>
  v.union([
    v.string(),
    v.pipe(
      v.record(languageTag(), v.string()),
      v.transform((values) => new LocalizedText(values)),
    ),
  ]);

/** True when a text has words in every language it is given in (spaces alone are none). */
function isFilled(value: string | LocalizedText): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return value.languages.every((language) => value.in(language, language)?.trim());
}

/** A string the pages cannot do without (a heading, a name): never empty. */
export const filledString = () => v.pipe(v.string(), v.check<string, typeof EMPTY>(isFilled, EMPTY));

/** Words the pages cannot do without: never empty, in any language given. */
const filledText = () => v.pipe(text(), v.check<string | LocalizedText, typeof EMPTY>(isFilled, EMPTY));

/**
 * A field kept so older content still builds, marked for the editor (which shows it only where
 * the content has a value): `instead` names the field that replaced it.
 */
const deprecated = <S extends v.GenericSchema>(schema: S, instead: string) =>
  v.pipe(schema, v.metadata({ deprecated: instead }));

/** A path on this site ("/images/me.jpg") or an absolute URL. */
export const url = () => v.string();

/** A media type of the given kind, e.g. "image/avif" for "image". */
const mediaType = <K extends string>(kind: K) =>
  v.pipe(
    v.string(),
    v.regex(new RegExp(`^${kind}/[\\w.+-]+$`), `a media type starting "${kind}/"`),
    v.transform((type) => type as `${K}/${string}`),
  );

/** A size in pixels. */
export const pixels = () =>
  v.pipe(v.number(), v.integer("a whole number of pixels"), v.minValue(1, "a size in pixels, 1 or more"));

export const iconNameSchema = v.picklist(iconNames);
export const profileNetworkSchema = v.picklist(profileNetworks);

/**
 * The other files an image offers the browser. The build fills them in for an uploaded image
 * (`withUploadedImageVariants`); an image from elsewhere may name its own.
 */
export const imageChoiceEntries = {
  /** Other widths of `src` for the browser to choose from, e.g. "/img/me-480.jpg 480w, /img/me-960.jpg 960w". */
  srcSet: v.optional(v.string()),
  /** How wide the image is shown, e.g. "(min-width: 768px) 40vw, 90vw"; the place's own when left out. */
  sizes: v.optional(v.string()),
  /** The image in modern formats, tried in order before `src`, e.g. AVIF then WebP (each a `srcset`). */
  sources: v.optional(v.array(v.strictObject({ type: mediaType("image"), srcSet: v.string() }))),
};

/** An image with its intrinsic size, so layout never shifts while it loads. */
const imageEntries = {
  /** The fallback file, for browsers that take none of `sources`. */
  src: url(),
  /** What the image shows, for people who cannot see it. */
  alt: text(),
  /** Intrinsic width in pixels (with `height`, it reserves the image's space before it loads). */
  width: pixels(),
  height: pixels(),
  ...imageChoiceEntries,
};
export const imageAssetSchema = v.strictObject(imageEntries);

export const profileLinkSchema = v.strictObject({
  /** The link's text and accessible name, e.g. "Dribbble" or "@sam@mastodon.social". */
  label: text(),
  /** Where it leads: an https URL, or a mailto: address for "email". */
  href: url(),
  /** Which icon to draw; without it, the network is read from `href`'s host. */
  network: v.optional(profileNetworkSchema),
});

export const profileSchema = v.strictObject({
  /** Full name; the navigation's brand mark is derived from it (initials), and the footer's copyright line. */
  name: filledString(),
  /** One line under the name, e.g. "Senior Product Manager". */
  headline: filledText(),
  /** The hero's short pitch. */
  tagline: text(),
  /** Where the owner is, e.g. "Seattle, WA"; without it, no place is shown. */
  location: v.optional(text()),
  /**
   * The address shown on the site and the résumé for people to write to; without it, none is
   * shown and the contact form is the way to write. Not where new messages are sent: that is the
   * functions' setting, and stays private.
   */
  email: v.optional(
    v.pipe(v.string(), v.check(isEmailAddress, 'an email address such as "you@example.com"')),
  ),
  phone: v.optional(v.string()),
  /** External page for booking a 30-minute meeting; without it, no booking link is shown. */
  bookingUrl: v.optional(url()),
  /** Where 'Download Resume' leads (e.g. "/resume.pdf"); without it, no résumé button is shown. */
  resumeUrl: v.optional(url()),
  /** The owner's pages elsewhere, in order (see `profileLinks`). */
  links: v.optional(v.array(profileLinkSchema)),
  /** Deprecated: use `links`. A single profile link, shown as the first of `links`. */
  networkProfileUrl: v.optional(deprecated(url(), "links")),
  /** Deprecated: use `links`. The text of `networkProfileUrl`'s link (default "LinkedIn"). */
  networkProfileLabel: v.optional(deprecated(text(), "links")),
  portrait: v.optional(imageAssetSchema),
});

const figureSchema = v.strictObject({ value: text(), label: text() });

export const aboutSchema = v.strictObject({
  heading: text(),
  paragraphs: v.array(text()),
  /** Figures beside the story; without them the story takes the width. */
  highlights: v.optional(v.array(figureSchema)),
});

/** A skill, optionally rated 1 to 5 (shown as five dots); skills without a level are listed plainly. */
export const skillSchema = v.strictObject({
  name: text(),
  level: v.optional(v.picklist([1, 2, 3, 4, 5])),
});
export const skillGroupSchema = v.strictObject({ title: text(), skills: v.array(skillSchema) });
export const toolSchema = v.strictObject({ name: v.string(), icon: iconNameSchema });

export const experienceEntrySchema = v.strictObject({
  period: text(),
  title: text(),
  company: v.string(),
  location: text(),
  achievements: v.array(text()),
  /** True for the current role. */
  current: v.boolean(),
});
export const awardSchema = v.strictObject({ title: text(), period: text(), description: text() });

export const metricSchema = v.strictObject({
  value: text(),
  label: text(),
  description: v.optional(text()),
});
export const featureSchema = v.strictObject({ title: text(), description: text(), icon: iconNameSchema });
export const roadmapPhaseSchema = v.strictObject({
  /** When, e.g. "Q3 2025". */
  quarter: text(),
  title: text(),
  items: v.array(text()),
});
/** One layer of a tech stack, e.g. { area: "Front end", items: ["React", "TypeScript"] }. */
export const stackLayerSchema = v.strictObject({ area: text(), items: v.array(v.string()) });

/** An image on a project's page, with the words shown under it. */
export const captionedImageSchema = v.strictObject({
  ...imageEntries,
  /** Shown under the image (`alt` still describes it for people who cannot see it). */
  caption: v.optional(text()),
  /** A larger file of the same image, opened from a gallery; without it the gallery opens `src`. */
  fullSrc: v.optional(url()),
});

/** A video: a file the page plays, or a page elsewhere that plays it (`url`, opened as a link). */
export const projectVideoSchema = v.strictObject({
  /** What the video shows: the player's accessible name, or the text of the link to `url`. */
  title: text(),
  sources: v.optional(v.array(v.strictObject({ src: url(), type: mediaType("video") }))),
  width: v.optional(pixels()),
  height: v.optional(pixels()),
  /** An image shown before the video plays. */
  poster: v.optional(url()),
  /** Text tracks in WebVTT: captions, subtitles or descriptions, one per language. */
  tracks: v.optional(
    v.array(
      v.strictObject({
        src: url(),
        /** The track's language, e.g. "en". */
        srclang: v.string(),
        /** The track's name in the player's menu, e.g. "English captions". */
        label: text(),
        kind: v.optional(v.picklist(["captions", "subtitles", "descriptions"])),
        default: v.optional(v.boolean()),
      }),
    ),
  ),
  url: v.optional(url()),
  caption: v.optional(text()),
});

/** Someone's own words on a project's page, with who said them. */
export const projectQuoteSchema = v.strictObject({
  /** Their words, without quotation marks: the page sets them as a quotation. */
  text: text(),
  /** Who said them, e.g. "Maya Chen" or "Participant 7". */
  name: v.string(),
  /** What makes their words count here, e.g. "Head of Operations, Tidewater". */
  role: v.optional(text()),
});

/** A block of one kind: its own fields, and an optional heading in place of the kit's word for the kind. */
function block<const T extends string, E extends v.ObjectEntries>(type: T, entries: E) {
  return v.strictObject({ type: v.literal(type), title: v.optional(text()), ...entries });
}

/**
 * A section of a project's page, shown in the order given, each under its heading: the kit's
 * words for that kind of block, or `title` when the block has one.
 */
export const projectBlockSchema = v.variant("type", [
  block("overview", { paragraphs: v.array(text()) }),
  block("features", { items: v.array(featureSchema) }),
  block("vision", { text: text() }),
  block("problem", { text: text() }),
  block("audience", { items: v.array(text()) }),
  block("delivered", { core: v.array(text()), advanced: v.array(text()) }),
  block("metrics", { items: v.array(metricSchema) }),
  block("achievements", { items: v.array(text()) }),
  block("roadmap", { phases: v.array(roadmapPhaseSchema) }),
  block("techStack", { layers: v.array(stackLayerSchema) }),
  block("image", { image: captionedImageSchema }),
  block("gallery", { images: v.array(captionedImageSchema) }),
  block("video", { video: projectVideoSchema }),
  block("quote", { quote: projectQuoteSchema }),
]);

/** A project's own page: its header, then whichever blocks it has, then its tags. */
export const projectPageSchema = v.strictObject({
  /** One or two sentences: the page's meta description and social preview, and its lead unless `subtitle` is set. */
  summary: text(),
  subtitle: v.optional(text()),
  /** A badge above the title, e.g. "In Progress". */
  badge: v.optional(text()),
  /** A live app or another external page, opened in a new tab from a button in the header. */
  link: v.optional(v.strictObject({ href: url(), label: text() })),
  role: v.optional(text()),
  duration: v.optional(text()),
  /** Team size or another measure of scale, e.g. { label: "Team size", value: "12 people" }. */
  scale: v.optional(v.strictObject({ label: text(), value: text() })),
  status: v.optional(text()),
  platform: v.optional(text()),
  /** The image at the top of the page: by default the project's card image; `false` shows none. */
  cover: v.optional(v.union([imageAssetSchema, v.literal(false)])),
  blocks: v.array(projectBlockSchema),
  /** Tags shown at the end of the page (and the page's keywords). */
  tags: v.array(text()),
});

/** What a project file holds: a project without its slug, which is the file's name. */
export const projectFileSchema = v.strictObject({
  title: text(),
  /** The card's text. */
  description: text(),
  /** The card's picture, and the page's cover unless the page names its own. */
  image: v.optional(imageAssetSchema),
  icon: v.optional(iconNameSchema),
  /** The card's tags (and the résumé's keywords). */
  tags: v.optional(v.array(text())),
  /** Short results on the card and the résumé, e.g. "18M MAU". */
  metrics: v.optional(v.array(text())),
  /** Projects still being built show an 'In Development' badge on their card. */
  inDevelopment: v.optional(v.boolean()),
  /** Where the card's 'Learn More' leads, when not to the project's own page. */
  link: v.optional(url()),
  /** The project's own page at /projects/{slug}. */
  page: v.optional(projectPageSchema),
  /**
   * "private": a case study under NDA. The built site shows only its `synopsis`; its page is
   * answered in full only to the applications the owner shares it with (issue 47).
   */
  visibility: v.optional(v.picklist(["public", "private"])),
  /** A private project's public text: the problem, the role and the kind of outcome, without the details. */
  synopsis: v.optional(filledText()),
});

/** A project's slug: its page's path segment and its file's name. */
export const projectSlugSchema = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'lower-case letters and digits joined by hyphens, e.g. "interview-coach"',
  ),
);

/** True for a slug a new project may take (the editor checks one before making its file). */
export function isProjectSlug(slug: string): boolean {
  return v.is(projectSlugSchema, slug);
}

export const projectSchema = v.strictObject({ slug: projectSlugSchema, ...projectFileSchema.entries });

export const siteMetaSchema = v.strictObject({
  /** Absolute URL of the deployed site, without a trailing slash. */
  url: v.pipe(
    v.string(),
    v.regex(
      /^https?:\/\/[^/]+(?:\/.*[^/])?$/,
      'an absolute address without a trailing slash, e.g. "https://you.netlify.app"',
    ),
  ),
  title: text(),
  description: text(),
  /** One share image for every page; leave it out when the build draws one per page. */
  ogImage: v.optional(imageAssetSchema),
  /** The brand colour every accent derives from (the kit's `theme.brand`); without it, the kit's own. */
  brand: v.optional(
    v.pipe(v.string(), v.regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'a hex colour such as "#0f766e"')),
  ),
  /**
   * The site's default language, and how its dates and numbers read: a language tag such as "en"
   * or "pt-BR" ("en" when left out). Its pages are at /.
   */
  locale: v.optional(languageTag()),
  /** The site's other languages, e.g. ["de"]: each gets its pages under /{language}/. */
  translations: v.optional(v.array(languageTag())),
  /**
   * The language of the owner pages (inbox, analytics, content editor): "en" or "de". Without it,
   * the site's default language when the owner pages are written in it, else English.
   */
  ownerLanguage: v.optional(v.picklist(ownerLanguages)),
});

/**
 * The content files and what each holds, by file name under the content folder. Projects are
 * one file each (projects/{slug}.json), in the order projects.json gives.
 */
export const contentFileSchemas = {
  "site.json": siteMetaSchema,
  "profile.json": profileSchema,
  "about.json": aboutSchema,
  "experience.json": v.strictObject({
    roles: v.array(experienceEntrySchema),
    awards: v.array(awardSchema),
  }),
  "skills.json": v.strictObject({ groups: v.array(skillGroupSchema), tools: v.array(toolSchema) }),
  "projects.json": v.strictObject({
    /** Every project's slug (its file's name), in the order the Projects section shows them. */
    order: v.array(projectSlugSchema),
  }),
} as const;

/** Everything the site shows about its owner, assembled from the content files. */
export const portfolioContentSchema = v.strictObject({
  site: siteMetaSchema,
  profile: profileSchema,
  about: aboutSchema,
  experience: v.array(experienceEntrySchema),
  awards: v.array(awardSchema),
  /** Every project, in the order the Projects section shows them. */
  projects: v.array(projectSchema),
  skills: v.array(skillGroupSchema),
  tools: v.array(toolSchema),
});
