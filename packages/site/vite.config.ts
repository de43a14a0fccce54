import netlify from "@netlify/vite-plugin";
import react from "@vitejs/plugin-react";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";
import { contentAsData } from "./build/contentAsData";
import { contentImages } from "./build/contentImages";
import { publicChunkTest } from "./build/publicChunk";
import { renderPage, templateFor } from "./build/page-html.mjs";
import { tailoredRoutes, writeTailoredPages } from "./build/tailored-pages.mjs";
import { contentDir, siteDir } from "./build/siteDir.mjs";
import { withColorSchemeScript, withSharedHead } from "./src/shell/documentHead";

/**
 * The static files' Content-Security-Policy (scripts from 'self' and one hash) is for the production
 * build. The dev server needs an inline script (React Fast Refresh's preamble), so
 * the header is dropped on the dev server only; the production tests check it.
 * The dev server also survives requests the Netlify emulation fails on (see below).
 */
function devServerGuards(): Plugin {
  return {
    name: "pmfolio:dev-server-guards",
    apply: "serve",
    configureServer(server) {
      // @netlify/dev rejects unhandled when a client aborts a request whose body it is reading
      // (e.g. a keepalive page view as the tab navigates away), which would end the dev
      // server. One failed request is logged; the server keeps serving.
      process.on("unhandledRejection", (reason) => {
        server.config.logger.warn(`[dev] a request failed in the Netlify emulation: ${String(reason)}`);
      });
      server.middlewares.use((_req, res, next) => {
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) =>
          name.toLowerCase() === "content-security-policy" ? res : setHeader(name, value);
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
        res.writeHead = ((status: number, ...rest: unknown[]) => {
          const headers = rest.find((r) => r && typeof r === "object") as Record<string, unknown> | undefined;
          if (headers)
            for (const key of Object.keys(headers))
              if (key.toLowerCase() === "content-security-policy") delete headers[key];
          return writeHead(status, ...rest);
        }) as typeof res.writeHead;
        next();
      });
    },
  };
}

/**
 * Puts head.html, the `<head>` every page shares, into index.html and owner.html, with
 * color-scheme.js inlined (see documentHead.ts); the static files' script policy allows it by its
 * hash (build/static-headers.mjs).
 */
function documentHead(): Plugin {
  const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), "utf8");
  return {
    name: "pmfolio:document-head",
    transformIndexHtml: {
      order: "pre",
      handler: (html) =>
        withColorSchemeScript(withSharedHead(html, read("head.html")), read("color-scheme.js")),
    },
  };
}

/**
 * Every public page arrives prerendered and paints without JavaScript, so the entry
 * script is not needed for the first paint: fetched at low priority, it no longer
 * competes with the font and the hero image on a slow connection. A public page's entry is
 * also `async` (issue 49): a deferred module runs just before DOMContentLoaded, and Chromium
 * lays the page out for the first time in that same task, so the page's first layout (on the
 * home page the costliest one, about 100 ms of a 4x-slowed CPU) waited for the script to arrive,
 * and Lighthouse's trace put the script's download on the largest paint's path. An async module
 * runs when it arrives, in a task of its own, and the layout follows the parser's as it does
 * with no script (main.ts waits for the parsed document itself). Owner pages keep the deferred
 * entry: their app renders into the document.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: "pmfolio:low-priority-entry",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, { filename }) =>
        html.replace(
          /<script type="module"(?![^>]*fetchpriority)/g,
          path.basename(filename) === "index.html"
            ? '<script type="module" async fetchpriority="low"'
            : '<script type="module" fetchpriority="low"',
        ),
    },
  };
}

const preloadHelperId = "\0vite/preload-helper.js";

/**
 * Vite wraps every dynamic import in a helper that preloads the chunk's imports and its CSS files.
 * The site has no CSS files (styled-components inlines the styles), and the helper was 0.7 KB of
 * every public page's 5 KB: each `import()` here just imports. A chunk's own imports then load
 * after it arrives, one round trip later, which only the contact island notices, after intent.
 * The build fails if a CSS file ever appears, so nothing could silently go unloaded.
 */
function dynamicImportsWithoutPreload(): Plugin {
  return {
    name: "pmfolio:dynamic-imports-without-preload",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id === preloadHelperId) return "export const __vitePreload = (load) => load();";
    },
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((file) => file.endsWith(".css"));
      if (css.length)
        this.error(
          `CSS files (${css.join(", ")}) need Vite's preload helper: remove dynamicImportsWithoutPreload`,
        );
    },
  };
}

/**
 * `vite preview` serves /about/index.html only at /about/ and falls back to the home page's HTML
 * for /about, which the app then re-renders after it loads. Netlify serves the prerendered page at
 * both, so preview does too: what the visual suite and a reviewer see first is the page's own HTML.
 */
function prettyUrlsInPreview(): Plugin {
  return {
    name: "pmfolio:pretty-urls-in-preview",
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? "";
        const queryAt = url.includes("?") ? url.indexOf("?") : url.length;
        const pathname = url.slice(0, queryAt);
        if (/^\/[\w/-]*[\w-]$/.test(pathname) && existsSync(path.join(outDir, pathname, "index.html"))) {
          req.url = `${pathname}/index.html${url.slice(queryAt)}`;
        }
        next();
      });
    },
  };
}

/**
 * The dev server serves every public page as the build does: the route rendered by the SSR entry
 * into its template, with the behaviours script and the contact island on intent, through the
 * prerender's own page assembly. A public page is therefore the same document, with the same
 * scripts, in development (with hot reload: a change reloads it). A page the site does not have
 * answers 404 with the not-found page, as Netlify's 404.html does. Owner pages get their own
 * template and entry, the React app.
 */
/**
 * Where the dev server draws the pages made for applications: a folder of its own, which the
 * functions it runs are pointed at (PMFOLIO_TAILORED_DIR, read by @pmfolio/netlify's tailored
 * pages), so a development page never replaces the build's dist-tailored/.
 */
const devTailoredFolder = path.join(siteDir, ".netlify", "dev-tailored");

function pagesAsBuilt(): Plugin {
  return {
    name: "pmfolio:pages-as-built",
    apply: "serve",
    // A page's HTML comes from the server render: a change to anything it renders (content, a
    // section, the route table) reloads the page, which the browser's own module graph cannot see.
    hotUpdate({ modules, server }) {
      if (this.environment.name === "ssr" && modules.length) server.ws.send({ type: "full-reload" });
    },
    configureServer(server) {
      process.env.PMFOLIO_TAILORED_DIR ??= devTailoredFolder;
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        const wantsPage =
          req.method === "GET" &&
          (req.headers.accept ?? "").includes("text/html") &&
          !/^\/(api|@|src|node_modules)\b/.test(url.pathname) &&
          !/\.\w+$/.test(url.pathname);
        if (!wantsPage) return next();
        try {
          const ssr = (await server.ssrLoadModule("/src/entry-server.tsx")) as {
            privateRoutes: readonly string[];
            content: { site: { url: string } };
            routeFor: (path: string) => unknown;
            tailoredPages: { functionPath: string };
          };
          const file = templateFor(url.pathname, ssr.privateRoutes);
          const template = await server.transformIndexHtml(
            url.pathname,
            readFileSync(path.join(server.config.root, file), "utf8"),
          );
          // Owner pages are the React app, not what visitors get: it renders them at once into the
          // empty root, so the owner flows' tests drive the app rather than race its hydration.
          const siteUrl = `http://localhost:${server.config.server.port}`;
          // A tagged address of a page made for applications is the function's, as on a deploy
          // (build/tailored-pages.mjs): its pages are drawn first, from the content as it is now.
          const tailored = tailoredRoutes(ssr).some(
            ({ route }) => route === url.pathname || route === `${url.pathname}/`,
          );
          if (url.searchParams.has("ref") && tailored) {
            await writeTailoredPages(ssr, template, siteUrl, devTailoredFolder);
            const page = url.pathname === "/" ? "" : url.pathname;
            req.url = `${ssr.tailoredPages.functionPath}${page}${url.search}`;
            return next();
          }
          const page =
            file === "owner.html" ? template : await renderPage(ssr, template, url.pathname, siteUrl);
          res.statusCode = ssr.routeFor(url.pathname) ? 200 : 404;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(page);
        } catch (error) {
          server.ssrFixStacktrace(error as Error);
          next(error);
        }
      });
    },
  };
}

/**
 * The files the build draws beside the pages (each public page's share image, resume.json, the web
 * app manifest and its icons: packages/site/build/share-files.ts) are made on request in development, from the
 * same code, so what a page links to is there in `pnpm dev` too.
 */
function shareFilesInDev(): Plugin {
  const types: Record<string, string> = {
    ".png": "image/png",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
  };
  return {
    name: "pmfolio:share-files-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
        const generated = /^\/(og\/|icons\/|resume\.json$|manifest\.webmanifest$|apple-touch-icon\.png$)/;
        if ((req.method !== "GET" && req.method !== "HEAD") || !generated.test(pathname)) return next();
        try {
          const { shareFiles } = (await server.ssrLoadModule(
            path.resolve(import.meta.dirname, "build/share-files.ts"),
          )) as {
            shareFiles: (
              siteUrl: string,
            ) => Array<{ path: string; render: () => Promise<Uint8Array | string> }>;
          };
          const file = shareFiles(`http://localhost:${server.config.server.port}`).find(
            (f) => f.path === pathname,
          );
          if (!file) return next();
          const body = await file.render();
          res.setHeader("Content-Type", types[path.extname(pathname)] ?? "application/octet-stream");
          res.end(req.method === "HEAD" ? undefined : body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/**
 * The Netlify plugin treats the Vite root as the project whose functions, netlify.toml and local
 * state (.netlify/) it serves. The Vite root is this package (its HTML and src/), so the plugin is
 * shown the site's folder as the root instead: a generated site's root, or this repository's
 * site/, whose functions are reached through the symlink site/netlify/functions ->
 * ../../netlify/functions. A deploy reads the repository's netlify.toml, which points at
 * netlify/functions directly.
 */
function netlifyForSite(): Plugin[] {
  const plugins = netlify({
    edgeFunctions: { enabled: false },
    images: { enabled: false },
    database: { enabled: false },
  }) as Plugin[];
  return plugins.map((plugin) => {
    const configureServer = plugin.configureServer;
    if (typeof configureServer !== "function") return plugin;
    return {
      ...plugin,
      configureServer(server: ViteDevServer) {
        const config = { ...server.config, root: siteDir, publicDir: path.join(siteDir, "public") };
        const shown = new Proxy(server, {
          get: (target, key) => (key === "config" ? config : Reflect.get(target, key, target)),
        });
        return configureServer.call(this, shown);
      },
    };
  });
}

// The Vite root is this package; what belongs to the site (its content, public files and the
// build's output) is in the site's folder (build/siteDir.mjs).
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: path.join(siteDir, "public"),
  plugins: [
    contentAsData(contentDir),
    contentImages(contentDir),
    documentHead(),
    devServerGuards(),
    shareFilesInDev(),
    pagesAsBuilt(),
    lowPriorityEntry(),
    dynamicImportsWithoutPreload(),
    prettyUrlsInPreview(),
    react(),
    netlifyForSite(),
  ],
  // The tracker asks it before touching storage (src/tracker/visitor-setting.ts); the
  // functions read the same variable at run time.
  define: {
    __PMFOLIO_ANALYTICS_VISITOR_ID__: JSON.stringify(process.env.ANALYTICS_VISITOR_ID ?? ""),
  },
  // The prerender runs the server bundle from the site's folder, where only the site's own
  // dependencies resolve (this package's React is not among them when a site installed it): it
  // carries everything it imports.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: {
    port: Number(process.env.PORT ?? 8888),
    strictPort: true,
    // Vite's default answers preflights from any localhost origin, so a page on another local port
    // could call the owner API with the published development password. The site's own pages call
    // their own origin, which needs no CORS: no other origin is answered (as on a deploy).
    cors: false,
  },
  preview: { port: Number(process.env.PORT ?? 8888) },
  // Stable styled-components ids (from each file's path, not from the order components are
  // created), so the contact island's class names match the prerendered HTML's although the
  // island creates only a few of the kit's components.
  oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: true, pure: true } } },
  build: {
    outDir: path.join(siteDir, "dist"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    manifest: true,
    // No preload helper: it would be a sixth of a public page's 5 KB script budget. A lazy chunk
    // (the contact island, an owner page) then fetches its imports once it has arrived: one more
    // round trip, after intent, which the visitor spends typing.
    modulePreload: false,
    rollupOptions: {
      // Public pages load index.html's script (no React at load); owner pages owner.html's (the app).
      input: {
        main: path.resolve(import.meta.dirname, "index.html"),
        owner: path.resolve(import.meta.dirname, "owner.html"),
      },
      output: {
        codeSplitting: {
          // What a public page runs at load, in one file (build/publicChunk.ts); the owner app
          // imports the same modules from it.
          groups: [{ name: "public", test: publicChunkTest() }],
        },
      },
    },
  },
}));
