// Everything that makes this portfolio Ana's rather than the kit's: her words, her work, her colours.
// The shapes are the content types the kit exports (Profile, About, Project).

/** @type {import("@pmfolio/kit").Profile} */
export const profile = {
  name: "Ana Okafor",
  headline: "Head of Product, Payments",
  tagline: "I turn slow, scary money flows into ones people trust on the first try.",
  location: "Lisbon, Portugal",
  email: "ana@example.org",
  bookingUrl: "https://example.org/book-ana",
  networkProfileUrl: "https://example.org/in/ana-okafor",
  networkProfileLabel: "LinkedIn",
};

/** @type {import("@pmfolio/kit").AboutContent} */
export const about = {
  heading: "Eight years of payments, one question: would my aunt trust this screen?",
  paragraphs: [
    "I lead product for payouts and onboarding at a fintech serving small merchants across West Africa and Europe.",
    "Before that I was an engineer, which is why my roadmaps come with the migration plan attached.",
  ],
  highlights: [
    { value: "8 yrs", label: "in payments" },
    { value: "3", label: "products launched" },
    { value: "40k", label: "merchants served" },
  ],
};

const cover = (slug) => ({
  src: `/covers/${slug}.svg`,
  alt: "",
  width: 1200,
  height: 675,
});

/**
 * Her two case studies. Each card leads to its page at /work/<slug> (her own path, through
 * `link`); each page shows only the blocks she gave it, in her order.
 * @type {import("@pmfolio/kit").Project[]}
 */
export const projects = [
  {
    slug: "ledgerline",
    title: "Ledgerline: same-day payouts",
    description: "Moved merchant payouts from three days to the same afternoon without raising fraud losses.",
    image: cover("ledgerline"),
    icon: "zap",
    tags: ["Payments", "Risk", "B2B"],
    metrics: ["6 h median payout time", "-38% payout support tickets"],
    link: "/work/ledgerline",
    page: {
      summary: "Moved merchant payouts from three days to the same afternoon without raising fraud losses.",
      role: "Product lead",
      duration: "14 months",
      scale: { label: "Merchants", value: "40,000" },
      blocks: [
        {
          type: "overview",
          paragraphs: [
            "Merchants waited three business days for their money and called support when it was late.",
            "We built a risk score per payout so most could leave at once while the risky few waited for review.",
          ],
        },
        {
          type: "metrics",
          items: [
            { value: "6 h", label: "Median payout time", description: "down from 72 h" },
            { value: "-38%", label: "Payout support tickets" },
          ],
        },
        {
          type: "achievements",
          items: ["Shipped to every market in two phases", "Fraud losses held flat at 0.02%"],
        },
      ],
      tags: ["Payments", "Risk", "B2B"],
    },
  },
  {
    slug: "harbor",
    title: "Harbor: onboarding in one sitting",
    description: "Cut merchant sign-up from a week of back-and-forth to one twenty-minute session.",
    image: cover("harbor"),
    icon: "users",
    tags: ["Onboarding", "KYC", "Growth"],
    metrics: ["71% finish on the first try", "20 min median time to approval"],
    inDevelopment: true,
    link: "/work/harbor",
    page: {
      summary: "Cut merchant sign-up from a week of back-and-forth to one twenty-minute session.",
      badge: "Rolling out",
      link: { href: "https://example.org/harbor", label: "See Harbor live" },
      status: "Live in 4 of 6 markets",
      platform: "Web and Android",
      blocks: [
        {
          type: "problem",
          title: "What was broken",
          text: "Identity checks bounced half of all applications back to merchants with a vague email.",
        },
        {
          type: "features",
          title: "What we built",
          items: [
            {
              title: "Checks as you upload",
              description: "Each document is read the moment it arrives.",
              icon: "zap",
            },
            {
              title: "Plain fixes",
              description: "The page says exactly what to change, in the merchant's language.",
              icon: "message",
            },
          ],
        },
        {
          type: "metrics",
          items: [
            { value: "71%", label: "Finish on the first try", description: "up from 34%" },
            { value: "20 min", label: "Median time to approval" },
          ],
        },
        {
          type: "roadmap",
          phases: [
            { quarter: "Q1 2027", title: "The last two markets", items: ["Ghana", "Senegal"] },
            { quarter: "Q2 2027", title: "Business accounts", items: ["Several owners per merchant"] },
          ],
        },
      ],
      tags: ["Onboarding", "KYC", "Growth"],
    },
  },
];

/** Her own navigation words; the ids are the kit's section ids. */
export const navItems = [
  { id: "home", label: "Start" },
  { id: "about", label: "Story" },
  { id: "projects", label: "Case files" },
];

/**
 * Her own look: warm clay and deep green on paper, with a serif for headings. Every colour
 * pair keeps AA contrast against the background it sits on.
 * @type {import("@pmfolio/kit").ThemeOverride}
 */
export const theme = {
  color: {
    background: "#fffdf8",
    surface: "#f7f1e8",
    text: "#1f2421",
    textMuted: "#4a514c",
    primary: "#9a3412",
    primaryHover: "#7c2d12",
    primarySoft: "#fdeee3",
    focus: "#9a3412",
    accent: "#166534",
    accentSoft: "#e7f4ea",
  },
  font: {
    heading: 'Georgia, "Times New Roman", serif',
  },
  radius: { md: "2px", lg: "4px" },
  // At night: the same clay and green, lightened to keep AA contrast on a dark warm ground.
  dark: {
    color: {
      background: "#1a1613",
      surface: "#24201c",
      surfaceRaised: "#2b2621",
      text: "#f3eee7",
      textMuted: "#c9c1b6",
      primary: "#f0a07a",
      primaryHover: "#f5b898",
      primarySoft: "#3a2418",
      focus: "#f0a07a",
      accent: "#86d19a",
      accentSoft: "#1d3324",
      navBackground: "rgba(26, 22, 19, 0.8)",
      navBackgroundScrolled: "rgba(26, 22, 19, 0.95)",
    },
  },
};

/**
 * Her words for the kit's own text, where the English defaults are not how she speaks.
 * @type {import("@pmfolio/kit").LabelsOverride}
 */
export const labels = {
  common: { bookMeeting: "Book a call with me" },
  hero: { getInTouch: "Write to me", downloadResume: "My CV" },
  projectTile: { learnMore: "Read the case", inDevelopment: "Rolling out" },
  project: { backToProjects: "All case files", blocks: { overview: "The story", metrics: "The numbers" } },
  footer: { copyright: (year, name) => `© ${year} ${name}` },
};
