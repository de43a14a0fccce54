import netlify from "@netlify/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The Netlify plugin treats the Vite root (site/) as the project root, so the
// functions are reached through the symlink site/netlify/functions -> ../../netlify/functions.
// A deploy reads the repository's netlify.toml, which points at netlify/functions directly.
export default defineConfig({
  plugins: [
    react(),
    netlify({
      edgeFunctions: { enabled: false },
      images: { enabled: false },
      database: { enabled: false },
    }),
  ],
  server: { port: Number(process.env.PORT ?? 8888), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8888) },
  build: { target: "es2022", sourcemap: true, manifest: true },
});
