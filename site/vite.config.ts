import netlify from "@netlify/vite-plugin";
import react from "@vitejs/plugin-react";
import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * netlify.toml's Content-Security-Policy (script-src 'self') is for the production
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
 * Every public page arrives prerendered and paints without JavaScript, so the entry
 * script is not needed for the first paint: fetched at low priority, it no longer
 * competes with the font and the hero image on a slow connection.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: "pmfolio:low-priority-entry",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<script type="module"(?![^>]*fetchpriority)/g,
          '<script type="module" fetchpriority="low"',
        ),
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

// The Netlify plugin treats the Vite root (site/) as the project root, so the
// functions are reached through the symlink site/netlify/functions -> ../../netlify/functions.
// A deploy reads the repository's netlify.toml, which points at netlify/functions directly.
export default defineConfig({
  plugins: [
    devServerGuards(),
    lowPriorityEntry(),
    prettyUrlsInPreview(),
    react(),
    netlify({
      edgeFunctions: { enabled: false },
      images: { enabled: false },
      database: { enabled: false },
    }),
  ],
  // The tracker asks it before touching storage (src/tracker/visitor-setting.ts); the
  // functions read the same variable at run time.
  define: {
    __PMFOLIO_ANALYTICS_VISITOR_ID__: JSON.stringify(process.env.ANALYTICS_VISITOR_ID ?? ""),
  },
  server: { port: Number(process.env.PORT ?? 8888), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8888) },
  build: {
    target: "es2022",
    sourcemap: true,
    manifest: true,
  },
});
