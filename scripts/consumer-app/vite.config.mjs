import { defineConfig } from "vite";

export default defineConfig({
  build: {
    rolldownOptions: {
      // "use client" marks client code for Server Component hosts; an SPA bundle has no server
      // side, so the directive (in the kit and Radix) is rightly dropped.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
