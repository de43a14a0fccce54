import { PortfolioProvider, type ColorSchemeMode } from "@pmfolio/kit";
import type { Preview } from "@storybook/react-vite";

const preview: Preview = {
  // The toolbar's Theme menu: follow the system (and the toggle's stored choice), or fix light or dark.
  globalTypes: {
    theme: {
      description: "Colour scheme",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "system", title: "System" },
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "system" },
  decorators: [
    (Story, { globals }) => (
      <PortfolioProvider colorScheme={(globals.theme as ColorSchemeMode | undefined) ?? "system"}>
        <Story />
      </PortfolioProvider>
    ),
  ],
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
    // Every story is audited by axe in the Vitest run; a violation fails the test.
    a11y: { test: "error" },
    // Chromatic captures only the AllStates stories (each enables itself), one baseline per component.
    chromatic: { disableSnapshot: true, pauseAnimationAtEnd: true },
    viewport: {
      options: {
        phone: { name: "Phone (390)", styles: { width: "390px", height: "844px" } },
        tablet: { name: "Tablet (820)", styles: { width: "820px", height: "1180px" } },
        desktop: { name: "Desktop (1440)", styles: { width: "1440px", height: "900px" } },
      },
    },
  },
  tags: ["autodocs"],
};

export default preview;
