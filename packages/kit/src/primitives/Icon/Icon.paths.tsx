import type { IconName } from "@pmfolio/core";
import type { ReactElement } from "react";

/**
 * The drawings, on a 24×24 grid with a 2 px round stroke and no fill. Typed
 * against core's `IconName`, so adding a name there fails the build until it is drawn here.
 */
export const iconPaths = {
  cloud: <path d="M7.5 18.5h9a4.5 4.5 0 0 0 .9-8.91 6 6 0 0 0-11.55 1.6A3.75 3.75 0 0 0 7.5 18.5Z" />,
  smartphone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  glasses: (
    <>
      <circle cx="6.5" cy="14" r="3.5" />
      <circle cx="17.5" cy="14" r="3.5" />
      <path d="M10 13.5c1.2-.9 2.8-.9 4 0M3 14l1.8-6.5M21 14l-1.8-6.5" />
    </>
  ),
  mic: (
    <>
      <rect x="9" y="2.5" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5v4M9 21.5h6" />
    </>
  ),
  chart: <path d="M3.5 3.5v17h17M8 16.5v-4M12.5 16.5v-8M17 16.5v-6" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5.5" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
  sparkles: (
    <path d="M10 3.5 11.7 8.3 16.5 10l-4.8 1.7L10 16.5l-1.7-4.8L3.5 10l4.8-1.7ZM18 14.5l.8 1.7 1.7.8-1.7.8-.8 1.7-.8-1.7-1.7-.8 1.7-.8Z" />
  ),
  rocket: (
    <>
      <path d="M12 2.5c3.3 2 5 5.4 5 9.3v4.7H7v-4.7c0-3.9 1.7-7.3 5-9.3Z" />
      <circle cx="12" cy="9.5" r="1.75" />
      <path d="M7 13 4.5 15.5v3.5L7 17.5M17 13l2.5 2.5v3.5L17 17.5M10 19.5l2 2 2-2" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="M8.7 13.4 7.5 21.5l4.5-2.5 4.5 2.5-1.2-8.1" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2.5" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3.5" />
      <path d="M7.5 10.5v6M7.5 7.5v.01M11.5 16.5v-6M11.5 13.5a2.5 2.5 0 0 1 5 0v3" />
    </>
  ),
  download: <path d="M12 3.5v12M7 11l5 5 5-5M4.5 20.5h15" />,
  "map-pin": (
    <>
      <path d="M12 21.5s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  phone: (
    <path d="M6.5 3.5h2.7l1.5 4-2 1.3a11 11 0 0 0 6.5 6.5l1.3-2 4 1.5v2.7a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2Z" />
  ),
  layers: <path d="M12 2.5 21.5 7.5 12 12.5 2.5 7.5ZM2.5 12 12 17l9.5-5M2.5 16.5 12 21.5l9.5-5" />,
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5Z" />
    </>
  ),
  message: <path d="M20 14.5a2.5 2.5 0 0 1-2.5 2.5H9l-5 4V6a2.5 2.5 0 0 1 2.5-2.5h11A2.5 2.5 0 0 1 20 6Z" />,
  shield: (
    <>
      <path d="M12 2.5 19.5 5.5v6c0 4.6-3.1 8.4-7.5 10-4.4-1.6-7.5-5.4-7.5-10v-6Z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  zap: <path d="M13 2.5 4.5 13.5H11l-1 8 8.5-11H12Z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  "trending-up": <path d="m3 17.5 6-6 4 4 8-8M15 7.5h6v6" />,
  check: <path d="m4.5 12.5 5 5 10-11" />,
  external: (
    <path d="M14 3.5h6.5V10M20.5 3.5 11 13M18 14v4.5a2 2 0 0 1-2 2H5.5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2H10" />
  ),
  "arrow-left": <path d="M19.5 12h-15M11 5.5 4.5 12l6.5 6.5" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  trash: (
    <path d="M4 6.5h16M9.5 6.5v-2A1.5 1.5 0 0 1 11 3h2a1.5 1.5 0 0 1 1.5 1.5v2M6 6.5l1 13a2 2 0 0 0 2 1.8h6a2 2 0 0 0 2-1.8l1-13M10 11v6M14 11v6" />
  ),
  logout: <path d="M9.5 20.5H6a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2h3.5M15.5 16.5 20 12l-4.5-4.5M20 12H9.5" />,
  // The networks' marks, redrawn as simple outlines on the same grid (not the brands' artwork).
  github: (
    <path d="M9 20.5v-2.8c-2.9.6-3.5-1.2-3.5-1.2-.5-1.2-1.2-1.5-1.2-1.5M15 20.5v-3.2c0-.9-.3-1.5-.8-1.9 2.6-.3 5.3-1.3 5.3-5.6 0-1.2-.4-2.3-1.2-3.1.1-.3.5-1.5-.1-3.1 0 0-1-.3-3.2 1.2a11 11 0 0 0-5.8 0C6 2.8 5 3.1 5 3.1c-.6 1.6-.2 2.8-.1 3.1-.8.8-1.2 1.9-1.2 3.1 0 4.3 2.6 5.3 5.2 5.6-.4.4-.8 1-.8 1.9v3.7" />
  ),
  dribbble: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M4.5 7.5c4 3 10 3.5 14.5 1.5M8 3.8c3.2 4 5.8 9.6 7 16.4M3.2 13.5c5-1.6 11-1.6 17.6.5" />
    </>
  ),
  behance: (
    <path d="M3 6.5h5.25a2.75 2.75 0 0 1 0 5.5H3ZM3 12h5.75a3 3 0 0 1 0 6H3ZM15 7.5h4.5M14.25 14.25h6.25a3.125 3.125 0 1 0-.9 2.2" />
  ),
  x: <path d="M4 4h4.5L20 20h-4.5ZM20 4l-6.6 7.3M4 20l6.6-7.3" />,
  mastodon: (
    <path d="M20.5 10c0-4.5-3-6-5-6.5-1.7-.4-5.3-.4-7 0-2 .5-5 2-5 6.5 0 3 0 6 .9 8.3 1.5 3.4 6 3 8.6 2.3v-2c-2.4.6-5.6.4-6.6-1.2 3.2.8 6.5.8 9.1.2 2.8-.7 5-2.2 5-7.6ZM8 14.5V9.75a1.75 1.75 0 0 1 3.5 0v2.75M11.5 12.5V9.75a1.75 1.75 0 0 1 3.5 0v4.75" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.25" cy="6.75" r=".75" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.25v5.5l4.75-2.75Z" />
    </>
  ),
  medium: (
    <>
      <circle cx="7.5" cy="12" r="5" />
      <path d="M16.5 7c1.4 0 2.25 2.25 2.25 5s-.85 5-2.25 5-2.25-2.25-2.25-5 .85-5 2.25-5ZM21.5 7.5v9" />
    </>
  ),
  link: (
    <path d="M10 13.5a4 4 0 0 0 6 .4l3-3a4 4 0 0 0-5.7-5.7l-1.7 1.7M14 10.5a4 4 0 0 0-6-.4l-3 3a4 4 0 0 0 5.7 5.7l1.7-1.7" />
  ),
  "chevron-left": <path d="m15 5.5-6.5 6.5 6.5 6.5" />,
  "chevron-right": <path d="m9 5.5 6.5 6.5L9 18.5" />,
  play: <path d="M7.5 4.5v15L20 12Z" />,
} satisfies Record<IconName, ReactElement>;
