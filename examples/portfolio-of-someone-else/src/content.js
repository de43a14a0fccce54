// Everything that makes this portfolio Sam's rather than the kit's: their words, their work, their colour.
// The shapes are the content types the kit exports (Profile, About, Project, SkillGroup).

/**
 * A designer's profile: their pages on the networks they show work on, and no booking page or
 * résumé (so the kit draws neither).
 * @type {import("@pmfolio/kit").Profile}
 */
export const profile = {
  name: "Sam Rivera",
  headline: "Product Designer",
  tagline:
    "I design calm interfaces for complicated money and research tools, from the first sketch to shipped pixels.",
  location: "Mexico City",
  email: "sam@example.org",
  links: [
    { label: "Dribbble", href: "https://dribbble.com/sam-rivera-example" },
    { label: "Behance", href: "https://www.behance.net/sam-rivera-example" },
    { label: "Instagram", href: "https://www.instagram.com/sam.rivera.example" },
    { label: "Mastodon", href: "https://mastodon.social/@samrivera_example", network: "mastodon" },
    { label: "sam@example.org", href: "mailto:sam@example.org" },
  ],
};

/** @type {import("@pmfolio/kit").AboutContent} */
export const about = {
  heading: "Six years of making hard things feel obvious",
  paragraphs: [
    "I work between research and pixels: I run the interviews, draw the flows, build the prototype and sit with engineering until it ships.",
    "Before design I taught drawing, which is why my handoffs come with sketches attached.",
  ],
  highlights: [
    { value: "6 yrs", label: "in product design" },
    { value: "2", label: "design systems built" },
    { value: "120+", label: "usability sessions run" },
  ],
};

const image = (file, alt, caption, size = { width: 960, height: 720 }) => ({
  src: `/work/${file}.svg`,
  alt,
  ...size,
  ...(caption ? { caption } : {}),
});

const cover = (slug, alt) => ({ src: `/covers/${slug}.svg`, alt, width: 1200, height: 675 });

/**
 * Two case studies with their own pages at /work/<slug> (their own path, through `link`), and
 * one piece that lives on Dribbble.
 * @type {import("@pmfolio/kit").Project[]}
 */
export const projects = [
  {
    slug: "tidepool",
    title: "Tidepool: a calmer banking app",
    description: "Redesigned a savings app around one question: how much can I spend today?",
    image: cover("tidepool", "Tidepool's home screen on a phone"),
    icon: "smartphone",
    tags: ["Mobile", "Fintech", "Design system"],
    metrics: ["+24% weekly active users", "4 screens instead of 11"],
    link: "/work/tidepool",
    page: {
      summary: "Redesigned a savings app around one question: how much can I spend today?",
      role: "Lead product designer",
      duration: "8 months",
      platform: "iOS and Android",
      blocks: [
        {
          type: "overview",
          title: "The brief",
          paragraphs: [
            "Tidepool's customers opened the app, saw eleven numbers and closed it again.",
            "Forty interviews later, one number mattered: what is safe to spend today. The redesign starts there.",
          ],
        },
        {
          type: "gallery",
          title: "The screens",
          images: [
            image(
              "tidepool-1",
              "Home screen with today's safe-to-spend amount",
              "Home: one number, and why.",
            ),
            image("tidepool-2", "Weekly spending chart with three goal markers", "The week at a glance."),
            image("tidepool-3", "Settings grouped into four panels"),
          ],
        },
        {
          type: "image",
          title: "The design system",
          image: image(
            "tidepool-system",
            "Components of the design system laid out on a board",
            "Thirty components, one spacing scale, two themes.",
            { width: 1600, height: 900 },
          ),
        },
        {
          type: "video",
          title: "Prototype walkthrough",
          video: {
            title: "Watch the two-minute prototype walkthrough",
            url: "https://www.youtube.com/watch?v=example",
            caption: "Recorded in the last round of usability tests.",
          },
        },
      ],
      tags: ["Mobile", "Fintech", "Design system"],
    },
  },
  {
    slug: "fieldnotes",
    title: "Fieldnotes: research everyone can find",
    description: "A research repository that product teams actually search before they build.",
    image: cover("fieldnotes", "Fieldnotes' search results on a phone"),
    icon: "layers",
    tags: ["Research ops", "Web"],
    metrics: ["3× more studies reused"],
    link: "/work/fieldnotes",
    page: {
      summary: "A research repository that product teams actually search before they build.",
      role: "Product designer",
      duration: "5 months",
      blocks: [
        {
          type: "problem",
          title: "What was broken",
          text: "Studies lived in forty folders; teams ran the same interviews twice a year.",
        },
        {
          type: "gallery",
          images: [
            image(
              "fieldnotes-1",
              "Search page with a highlighted quote",
              "Search starts from a quote, not a file name.",
            ),
            image(
              "fieldnotes-2",
              "Insight page with a trend line",
              "Each insight shows how often it came up.",
            ),
            image("fieldnotes-3", "List of studies with their teams", "Every study names who to ask."),
          ],
        },
        {
          type: "quote",
          quote: {
            text: "Before Fieldnotes we booked interviews to learn what we already knew. Now the first search answers half of it.",
            name: "Dana Okoye",
            role: "Head of Research, Tidepool",
          },
        },
        {
          type: "achievements",
          items: [
            "Studies reused three times as often",
            "Two duplicate research rounds cancelled in the first quarter",
          ],
        },
      ],
      tags: ["Research ops", "Web"],
    },
  },
  {
    slug: "metro-icons",
    title: "Metro icons",
    description: "A set of 48 wayfinding icons, drawn for a city's metro in a week-long sprint.",
    image: cover("metro-icons", "A grid of round, square and triangular metro icons in four colours"),
    // No icon and no metrics: a card shows what the project has.
    tags: ["Illustration"],
    link: "https://dribbble.com/sam-rivera-example",
  },
];

/** Skills as Sam names them, without ratings (the kit shows them as tags). */
export const skills = [
  {
    title: "Craft",
    skills: [{ name: "Interaction design" }, { name: "Visual design" }, { name: "Prototyping" }],
  },
  {
    title: "Research",
    skills: [{ name: "Usability testing" }, { name: "Interviews" }, { name: "Journey mapping" }],
  },
  {
    title: "Systems",
    skills: [{ name: "Design tokens" }, { name: "Accessibility" }, { name: "Documentation" }],
  },
];

/** Their own navigation words; the ids are the kit's section ids. */
export const navItems = [
  { id: "home", label: "Hello" },
  { id: "about", label: "About" },
  { id: "projects", label: "Work" },
  { id: "skills", label: "Skills" },
];

/**
 * Their look: one brand colour, from which the kit derives both schemes (AA contrast included),
 * and a serif for headings.
 * @type {import("@pmfolio/kit").ThemeOverride}
 */
export const theme = {
  brand: "#e5484d",
  font: {
    heading: 'Georgia, "Times New Roman", serif',
  },
  radius: { md: "12px", lg: "20px" },
};

/**
 * Their words for the kit's own text, where the English defaults are not how they speak.
 * @type {import("@pmfolio/kit").LabelsOverride}
 */
export const labels = {
  hero: { getInTouch: "Say hello" },
  projectTile: { learnMore: "See the work" },
  project: { backToProjects: "All work", blocks: { gallery: "Screens", achievements: "Results" } },
  skills: { heading: "What I do" },
};
