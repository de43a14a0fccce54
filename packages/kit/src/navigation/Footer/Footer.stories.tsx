import type { Meta, StoryObj } from "@storybook/react-vite";
import { Still, stackedLandmarks } from "../../fixtures/decorators";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { defaultNavItems, scrollToSection } from "../scroll";
import { Footer, type FooterProps } from "./Footer";

const meta = {
  title: "Navigation/Footer",
  component: Footer,
  args: {
    ownerName: "Jordan Lee",
    headline: "Senior Product Manager",
    email: "jordan@example.com",
    networkProfileUrl: "https://www.linkedin.com/in/jordan-lee",
    networkProfileLabel: "LinkedIn",
    year: 2026,
    onNavigate: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const longContent = {
  ownerName: "María Fernanda de los Santos Oyelaran-Whitfield",
  headline: "Principal Product Manager, Platform, Payments and Developer Experience",
  email: "maria.fernanda.delossantos.oyelaran-whitfield@example-portfolio.dev",
} satisfies Partial<FooterProps>;

/** The footer. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Footer" });
    await userEvent.click(within(nav).getByRole("link", { name: "Projects" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("projects");
    await expect(within(canvasElement).getByRole("link", { name: "jordan@example.com" })).toHaveAttribute(
      "href",
      "mailto:jordan@example.com",
    );
    const profile = within(canvasElement).getByRole("link", { name: "LinkedIn (opens in a new tab)" });
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(within(canvasElement).getByText("© 2026 Jordan Lee. All rights reserved.")).toBeVisible();
  },
};

/** Below the page's sections: a button scrolls its section to 80 px below the top. */
export const ScrollsToSections: Story = {
  render: (args) => (
    <>
      <main>
        {defaultNavItems.map((item) => (
          <section key={item.id} id={item.id} style={{ minHeight: 600, padding: 24 }}>
            <h2>{item.label}</h2>
          </section>
        ))}
      </main>
      <Footer
        {...args}
        onNavigate={(id) => {
          args.onNavigate?.(id);
          scrollToSection(id);
        }}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const skills = canvasElement.ownerDocument.getElementById("skills")!;
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Skills" }));
    await waitFor(() => expect(Math.round(skills.getBoundingClientRect().top)).toBe(80), { timeout: 3000 });
  },
};

/** On a phone the columns stack. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

/** A long name, headline and address wrap instead of overflowing, even on a phone. */
export const LongContent: Story = {
  globals: { viewport: { value: "phone" } },
  args: longContent,
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    const email = within(footer).getByRole("link", { name: longContent.email });
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(footer.clientWidth);
  },
};

/** Short and long content at once, with animations off, for visual baselines. */
export const AllStates: Story = {
  // Two footers on one page repeat the contentinfo landmark and the "Footer" navigation on purpose.
  parameters: { chromatic: { disableSnapshot: false }, ...stackedLandmarks("contentinfo") },
  render: (args) => (
    <Still>
      <div style={{ display: "grid", gap: 24 }}>
        <Footer {...args} />
        <Footer {...args} {...longContent} />
      </div>
    </Still>
  ),
};

/** On a site in two languages: the same page in the other one, after the entries, named in its own language. */
export const WithLanguageSwitch: Story = {
  args: { languages: [{ href: "/de/", language: "de", name: "Deutsch" }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Footer" });
    const link = within(nav).getByRole("link", { name: "Deutsch" });
    await expect(link).toHaveAttribute("href", "/de/");
    await expect(link).toHaveAttribute("hreflang", "de");
    await expect(link).toHaveAttribute("lang", "de");
  },
};
