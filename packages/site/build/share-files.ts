// The files the build draws and writes from the content, beside the prerendered pages: each public
// page's share image (/og/…png, named by the page's head), the résumé as JSON Resume
// (/resume.json), the web app manifest and its icons, and the Apple touch icon. Everything is
// made from the content files, the kit's light theme and the site's own font, so the same
// content always gives the same bytes; nothing here is committed.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { resumeModel, toJsonResume } from "@pmfolio/core";
import { darkTokens, tokens } from "@pmfolio/kit";
import { renderMarkIcon, renderShareImage, type ShareCard, type ShareFont } from "@pmfolio/kit/og";
import { content } from "../src/content";
import { contentIn, defaultLanguage, languages } from "../src/languages";
import { pageWords } from "../src/pageWords";
import { headlineMetric } from "../src/share/shareImage";
import { siteRoutes, type SiteRoute } from "../src/siteRoutes";
import { siteDir } from "./siteDir.mjs";

/** The site's own font file: the images are drawn in the same face as the pages. */
export const SITE_FONT = path.join(siteDir, "public/fonts/inter-latin-wght-normal.woff2");

/** The manifest's icons: two plain sizes and a maskable one, as Android and desktop installs want. */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** iOS takes its home-screen icon from here, not from the manifest; it rounds the corners itself. */
export const APPLE_TOUCH_ICON = { src: "/apple-touch-icon.png", size: 180 } as const;

const host = (siteUrl: string) => new URL(siteUrl).host;

/** What one public page's share image says, from the page's route and the content in its language. */
export function shareCardFor(route: SiteRoute, siteUrl: string): ShareCard {
  const { profile } = contentIn(route.language);
  const words = pageWords(route.language);
  const base = { ownerName: profile.name, footer: host(siteUrl) };
  switch (route.page.kind) {
    case "home":
      return { ...base, eyebrow: profile.headline, title: profile.name, subtitle: profile.location };
    case "project": {
      const { project } = route.page;
      const metric = headlineMetric(project);
      return {
        ...base,
        eyebrow: project.inDevelopment ? words.inDevelopment : words.caseStudy,
        title: project.title,
        ...(project.page.role ? { subtitle: project.page.role } : {}),
        ...(metric ? { metric: { value: metric.value, label: metric.label } } : {}),
      };
    }
    case "resume":
      return { ...base, eyebrow: words.resume, title: profile.name, subtitle: profile.headline };
    case "writing":
      return { ...base, eyebrow: words.writing, title: profile.name, subtitle: profile.headline };
    case "post": {
      const { post } = route.page;
      const date = new Intl.DateTimeFormat(route.language, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${post.date}T00:00:00Z`),
      );
      return {
        ...base,
        eyebrow: words.writing,
        title: post.title,
        subtitle: words.postFacts(date, post.readingMinutes),
      };
    }
    case "tag":
      return { ...base, eyebrow: words.writing, title: words.tagged(route.page.tag), subtitle: profile.name };
    default:
      throw new Error(`share files: no share image for the ${route.page.kind} page (${route.path})`);
  }
}

/** The web app manifest: the owner's name, the kit's page colours in light and dark, the mark as icons. */
export function webManifest() {
  const { profile, site } = content;
  return {
    id: "/",
    name: `${profile.name} — ${profile.headline}`,
    short_name: profile.name,
    description: site.description,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: tokens.color.background,
    theme_color: tokens.color.background,
    // Browsers that know the visitor prefers dark take these (the pages follow the same preference).
    user_preferences: {
      color_scheme_dark: {
        background_color: darkTokens.color.background,
        theme_color: darkTokens.color.background,
      },
    },
    icons: MANIFEST_ICONS,
  };
}

/** One generated file: where it is served, and how to make its bytes. */
export interface ShareFile {
  path: string;
  render: () => Promise<Uint8Array | string>;
}

/**
 * Every file the build generates beside the pages, each made only when asked: the build writes
 * them all (`writeShareFiles`); the dev server makes the one a request names. `siteUrl` is the
 * deployed address the JSON names.
 */
export function shareFiles(siteUrl: string): ShareFile[] {
  const site = siteUrl.replace(/\/+$/, "");
  let font: Promise<ShareFont[]> | undefined;
  const fonts = () =>
    (font ??= readFile(SITE_FONT).then((data) => [{ name: "Inter", data: new Uint8Array(data) }]));
  const json = (value: unknown) => async () => `${JSON.stringify(value, null, 2)}\n`;
  const icon = (size: number, maskable: boolean) => async () =>
    renderMarkIcon(content.profile.name, { size, maskable, fonts: await fonts() });

  return [
    ...siteRoutes
      .filter((route) => route.access === "public")
      .map((route) => {
        const image = route.head.image;
        if (!image)
          throw new Error(`share files: the public page ${route.path} has no share image in its head`);
        return {
          path: image.src,
          render: async () => renderShareImage(shareCardFor(route, site), { fonts: await fonts() }),
        };
      }),
    // JSON Resume has no language field: one file per language, resume.json the default's, resume.de.json…
    ...languages.map((language) => {
      const file = language === defaultLanguage ? "/resume.json" : `/resume.${language}.json`;
      return {
        path: file,
        render: json(toJsonResume(resumeModel(contentIn(language), site, { language }), `${site}${file}`)),
      };
    }),
    { path: "/manifest.webmanifest", render: json(webManifest()) },
    ...MANIFEST_ICONS.map((entry) => ({
      path: entry.src,
      render: icon(Number(entry.sizes.split("x")[0]), entry.purpose === "maskable"),
    })),
    { path: APPLE_TOUCH_ICON.src, render: icon(APPLE_TOUCH_ICON.size, true) },
  ];
}

/** Writes every generated file into `outDir` (the site's dist). Returns their paths. */
export async function writeShareFiles(outDir: string, siteUrl: string): Promise<string[]> {
  const written: string[] = [];
  for (const file of shareFiles(siteUrl)) {
    const target = path.join(outDir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await file.render());
    written.push(file.path);
  }
  return written;
}
