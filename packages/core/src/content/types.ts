/**
 * The owner's content model's types, derived from its one schema (./schema.ts: what each field
 * means is documented there), in one language. The site keeps its content in files of these shapes (site/content);
 * the kit renders them and the resume function prints them, so the page and the PDF never drift apart.
 */
import type * as v from "valibot";
import type { Delocalized } from "./localized";
import type { iconNames, profileNetworks } from "./names";
import type * as schema from "./schema";

/**
 * What a schema describes, in one language: the kit and the site see every text as a string (the
 * content is resolved to the page's language before they get it, ./localized.ts).
 */
type InferOutput<S extends v.GenericSchema> = Delocalized<v.InferOutput<S>>;

export { iconNames, profileNetworks } from "./names";

/** Icons the kit draws. Content names an icon; the kit maps it to an inline SVG. */
export type IconName = (typeof iconNames)[number];
/** The networks the kit has an icon for; "email" is a mailto link, "link" any other page. */
export type ProfileNetwork = (typeof profileNetworks)[number];

/** An image with its intrinsic size, so layout never shifts while it loads. */
export type ImageAsset = InferOutput<typeof schema.imageAssetSchema>;
/** One of the owner's pages elsewhere (or their address), drawn with its network's icon. */
export type ProfileLink = InferOutput<typeof schema.profileLinkSchema>;
export type Profile = InferOutput<typeof schema.profileSchema>;
export type About = InferOutput<typeof schema.aboutSchema>;
/** A skill, optionally rated 1 to 5 (shown as five dots); skills without a level are listed plainly. */
export type Skill = InferOutput<typeof schema.skillSchema>;
export type SkillGroup = InferOutput<typeof schema.skillGroupSchema>;
export type Tool = InferOutput<typeof schema.toolSchema>;
export type ExperienceEntry = InferOutput<typeof schema.experienceEntrySchema>;
export type Award = InferOutput<typeof schema.awardSchema>;
export type Metric = InferOutput<typeof schema.metricSchema>;
export type Feature = InferOutput<typeof schema.featureSchema>;
export type RoadmapPhase = InferOutput<typeof schema.roadmapPhaseSchema>;
/** One layer of a tech stack, e.g. { area: "Front end", items: ["React", "TypeScript"] }. */
export type StackLayer = InferOutput<typeof schema.stackLayerSchema>;
/** An image on a project's page, with the words shown under it. */
export type CaptionedImage = InferOutput<typeof schema.captionedImageSchema>;
/** A video on a project's page: a file the page plays, or a page elsewhere that plays it. */
export type ProjectVideo = InferOutput<typeof schema.projectVideoSchema>;
/** Someone's own words on a project's page, with who said them. */
export type ProjectQuote = InferOutput<typeof schema.projectQuoteSchema>;
/** A section of a project's page (see `projectBlockSchema`). */
export type ProjectBlock = InferOutput<typeof schema.projectBlockSchema>;
/** The kinds of block a project page can hold. */
export type ProjectBlockType = ProjectBlock["type"];
/** A project's own page: its header, then whichever blocks it has, then its tags. */
export type ProjectPageContent = InferOutput<typeof schema.projectPageSchema>;
/**
 * A project: its card in the Projects section and, when it has `page`, a page of its own
 * at /projects/{slug}. A portfolio has any number of them.
 */
export type Project = InferOutput<typeof schema.projectSchema>;
/** A project that has a page of its own. */
export type ProjectWithPage = Project & { page: ProjectPageContent };
export type SiteMeta = InferOutput<typeof schema.siteMetaSchema>;
/** Everything the site shows about its owner. */
export type PortfolioContent = InferOutput<typeof schema.portfolioContentSchema>;
