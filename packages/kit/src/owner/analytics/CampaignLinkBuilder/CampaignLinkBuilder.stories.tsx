import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fixturePaths, fixtureSiteUrl } from "../fixtures/summary";
import { CampaignLinkBuilder } from "./CampaignLinkBuilder";
import { dashboardFrame } from "../../../fixtures";

const meta = {
  title: "Analytics/CampaignLinkBuilder",
  component: CampaignLinkBuilder,
  args: { siteUrl: fixtureSiteUrl, paths: fixturePaths },
  decorators: [dashboardFrame],
} satisfies Meta<typeof CampaignLinkBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a tag, pick a page, copy the link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Copy link" })).toBeDisabled();
    await userEvent.type(canvas.getByRole("textbox", { name: "Tag" }), "Globex Senior PM");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Page" }), "/projects/magic-leap");
    await expect(canvas.getByRole("textbox", { name: "Link" })).toHaveValue(
      "https://jordanlee.example/projects/magic-leap?ref=globex-senior-pm",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Copy link" }));
    // The clipboard write is asynchronous: on a busy machine it has not settled when the click returns.
    await waitFor(() =>
      expect(canvasElement.querySelector("[aria-live='polite']")?.textContent).toMatch(
        /^(Copied|The link is selected)/,
      ),
    );
  },
};

export const Filled: Story = { args: { defaultTag: "acme-pm-role" } };

export const LongTag: Story = {
  args: { defaultTag: "acme-corporation-senior-product-manager-platform-role-application-2026-extra" },
  globals: { viewport: { value: "phone" } },
};

/** Every state at once, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <CampaignLinkBuilder {...args} aria-label="Empty" />
      <CampaignLinkBuilder {...args} defaultTag="acme-pm-role" aria-label="Filled" />
    </div>
  ),
};
