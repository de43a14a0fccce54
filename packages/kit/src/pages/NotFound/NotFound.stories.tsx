import type { Meta, StoryObj } from "@storybook/react-vite";
import { Still } from "../../fixtures/decorators";
import { expect, within } from "storybook/test";
import { NotFound } from "./NotFound";
import { inMain } from "../../fixtures";
import { expectNoOverflow, narrowestScreen } from "../../fixtures/viewports";

const meta = {
  title: "Pages/NotFound",
  component: NotFound,
  decorators: [inMain],
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

const projectsLink = [{ href: "/#projects", label: "See projects" }];

/** The page for an unknown route. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  },
};

/** With a second way out, to the projects. */
export const WithLinks: Story = {
  args: { links: projectsLink },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(["Back to home", "See projects"]);
  },
};

/** At 320 px, the narrowest screen the site supports: centred, nothing overflows. */
export const NarrowScreen: Story = {
  args: { links: projectsLink },
  ...narrowestScreen,
  play: async ({ canvasElement }) => {
    const root = await expectNoOverflow(canvasElement);
    await expect(root.clientWidth).toBe(320);
    const heading = within(canvasElement).getByRole("heading", { level: 1 }).getBoundingClientRect();
    await expect(Math.abs(heading.left - (root.clientWidth - heading.right))).toBeLessThanOrEqual(1);
  },
};

/** A long hint wraps. */
export const LongHint: Story = {
  args: {
    hint: "The project page at /projects/personal-cloud-platform-migration-case-study-2019-2021 doesn't exist or has moved. Check the address for typos, or head back to the home page and look under Projects.",
    links: projectsLink,
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** Both forms at once, with animations off, for visual baselines. */
export const AllStates: Story = {
  // Two copies on one page repeat the "404 Page Not Found" region on purpose.
  parameters: {
    chromatic: { disableSnapshot: false },
    a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
  },
  render: () => (
    <Still>
      <NotFound />
      <NotFound links={projectsLink} hint="That project page has moved." />
    </Still>
  ),
};
