import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { arabicHome, arabicProfile } from "../fixtures/arabicContent";
import { arabicSiteLabels } from "../fixtures/arabicSiteLabels";
import { Still, withLanguage } from "../fixtures/decorators";
import { WholeHomePage } from "../fixtures/WholeHomePage";

/**
 * The public sections right to left: an Arabic label set and content, in an element with
 * `dir="rtl"` and `lang="ar"`, as a site's Arabic pages have them on `<html>`. The layout mirrors
 * (logical properties throughout), and nothing overflows the page.
 */
const meta = {
  title: "Labels/Right to left",
  decorators: [
    // A scroll container: right to left, whatever sticks out on the left can be scrolled to.
    withLanguage(arabicSiteLabels, "ar", {
      dir: "rtl",
      lang: "ar",
      "data-testid": "rtl-page",
      style: { overflowX: "auto" },
    }),
  ],
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page with its navigation and footer, then the not-found page: the visual baseline. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <Still>
      <WholeHomePage content={arabicHome} language="ar" year={2026} />
    </Still>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "انتقل إلى المحتوى" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "أرسل الرسالة" })).toBeVisible();
    // A phone number keeps its order ("+962 6 555 0142", not "0142 555 6 +962").
    const phone = canvas.getByRole("link", { name: arabicProfile.phone });
    await expect(getComputedStyle(phone).direction).toBe("ltr");
    await expect(getComputedStyle(canvas.getByRole("textbox", { name: "الهاتف (اختياري)" })).direction).toBe(
      "ltr",
    );
    // Nothing is wider than the page: a physical left or right that did not mirror (an element
    // moved off the page to its left) makes a right-to-left page scroll sideways.
    const page = canvas.getByTestId("rtl-page");
    await expect(page.scrollWidth).toBe(page.clientWidth);
  },
};
