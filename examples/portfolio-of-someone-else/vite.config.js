import { defineConfig } from "vite";

export default defineConfig({
  build: {
    rolldownOptions: {
      // The kit marks its entry "use client" for Server Component hosts; a Vite bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
