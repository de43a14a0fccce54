// The names content may use for icons and networks: the kit draws each one.

/** Networks the kit draws by their own mark, in the same order in both lists below. */
const networkMarks = ["dribbble", "behance", "x", "mastodon", "instagram", "youtube", "medium"] as const;

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
  ...networkMarks,
  "link",
  "chevron-left",
  "chevron-right",
  "play",
] as const;

/** The networks the kit has an icon for; "email" is a mailto link, "link" any other page. */
export const profileNetworks = ["github", "linkedin", ...networkMarks, "email", "link"] as const;
