import type { StorybookConfig } from "@storybook/react-vite";

process.env.STORYBOOK_DISABLE_TELEMETRY = "1";

const config: StorybookConfig = {
  stories: ["../packages/kit/src/**/*.mdx", "../packages/kit/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // The site's public folder: the self-hosted font and the sample images stories use.
  staticDirs: ["../site/public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
};

export default config;
