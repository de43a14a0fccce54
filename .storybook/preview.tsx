import { PortfolioProvider } from "@pmfolio/kit";
import type { Preview } from "@storybook/react-vite";

const preview: Preview = {
  decorators: [
    (Story) => (
      <PortfolioProvider>
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
