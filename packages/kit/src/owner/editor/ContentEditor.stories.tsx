import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { germanLabels } from "../../fixtures/germanLabels";
import { retriesAfterError } from "../../fixtures/playSteps";
import { LabelsProvider } from "../../labels";
import { About, Hero } from "../../sections";
import { PortfolioProvider } from "../../theme/PortfolioProvider";
import { ContentEditor } from "./ContentEditor";
import type { EditorState, EditorUpdate } from "./EditorForm";
import { editorApi, editorFiles, editorState } from "./fixtures/editorContent";
import type { PreviewPage } from "./preview/ContentPreview";

/** The editor with its state kept here, as a host keeps it. */
function Editing({
  initial,
  ...props
}: Omit<ComponentProps<typeof ContentEditor>, "state" | "onChange"> & {
  initial: EditorState | null;
}) {
  const [state, setState] = useState(initial);
  const onChange = (update: EditorUpdate) =>
    setState((now) => now && (typeof update === "function" ? update(now) : update));
  return <ContentEditor {...props} state={state} onChange={onChange} />;
}

/** The home page as a host draws it in the preview: here, the kit's hero and about sections. */
const renderPreview = ({ content, language, colorScheme }: PreviewPage) => {
  const page = content.byLanguage[language]!;
  return (
    <PortfolioProvider colorScheme={colorScheme} reducedMotion="always">
      <main>
        <Hero profile={page.profile} />
        <About about={page.about} />
      </main>
    </PortfolioProvider>
  );
};

const meta = {
  title: "Admin/ContentEditor",
  component: Editing,
  args: { initial: editorState(), api: editorApi(), onReload: fn(), onLogout: fn() },
} satisfies Meta<typeof Editing>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: "phone", isRotated: false } };

/** Loaded: every field of every content file, and Publish once something changed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit content" })).toBeVisible();
    const publish = canvas.getByRole("button", { name: "Publish" });
    await expect(publish).toBeDisabled();
    await userEvent.type(canvas.getByRole("textbox", { name: "Headline" }), " and writer");
    await waitFor(() => expect(publish).toBeEnabled());
    await expect(canvas.getByText("1 file changed.")).toBeVisible();
  },
};

/** While the content loads. */
export const Loading: Story = {
  args: { initial: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading the content…");
  },
};

/** The content could not load: the host's words, and "Try again". */
export const LoadFailed: Story = {
  args: { initial: null, loadFailure: "Failed to load the content", onRetry: fn() },
  play: retriesAfterError("Failed to load the content", "Try again"),
};

/** A field the build would refuse: listed at the top, shown beside the field, and Publish waits. */
export const WithProblems: Story = {
  args: { initial: editorState(editorFiles(["en"], { name: "" })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole("heading", { name: /problem/ });
    await expect(summary).toBeVisible();
    await expect(canvas.getByText(/Fix the problem listed at the top to publish/)).toBeVisible();
  },
};

/** A site in English and German: each text's languages side by side, the default first. */
export const TwoLanguages: Story = {
  args: { initial: editorState(editorFiles(["en", "de"])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Headline (English)" })).toHaveValue("UX Researcher");
    await expect(canvas.getByRole("textbox", { name: "Headline (Deutsch)" })).toHaveValue("UX-Forscherin");
  },
};

/** A site in English and Arabic: the Arabic fields run right to left. */
export const RightToLeft: Story = {
  args: { initial: editorState(editorFiles(["en", "ar"])) },
  play: async ({ canvasElement }) => {
    const arabic = within(canvasElement).getByRole("textbox", { name: /^Headline \((?!English)/ });
    await expect(arabic).toHaveAttribute("dir", "rtl");
  },
};

/** Publishing cannot work here (no Git host configured): every field is read-only, and says why. */
export const ReadOnly: Story = {
  args: {
    initial: editorState(editorFiles(), {
      readOnly: "Set GITHUB_TOKEN and GITHUB_REPOSITORY in the site's environment to publish from here.",
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Read-only here" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Headline" })).toBeDisabled();
  },
};

/** After a publish: where it went, and "Undo this publish". */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Tagline" }), " Fast.");
    const publish = canvas.getByRole("button", { name: "Publish" });
    await waitFor(() => expect(publish).toBeEnabled());
    await userEvent.click(publish);
    await expect(await canvas.findByText("Saved to content/profile.json on disk.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Undo this publish" })).toBeEnabled();
  },
};

/** Someone published first: nothing was written, and Reload offers the newest content. */
export const Conflict: Story = {
  args: { api: editorApi({ publish: () => Promise.reject(new Error("conflict")) }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Tagline" }), " Fast.");
    const publish = canvas.getByRole("button", { name: "Publish" });
    await waitFor(() => expect(publish).toBeEnabled());
    await userEvent.click(publish);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("nothing was written");
    await userEvent.click(within(alert).getByRole("button", { name: "Reload" }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** A file's history: its last versions, each with "Restore this version". */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "History of Profile and links" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(await within(dialog).findByText(/New headline/)).toBeVisible();
    await expect(within(dialog).getAllByRole("button", { name: "Restore this version" })).toHaveLength(3);
  },
};

/** The media library: each image with its size, its copies and where it is used. */
export const Images: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Used in profile.json")).toBeVisible();
    await expect(canvas.getByText("Not used")).toBeVisible();
    await expect(canvas.getByText("1 image is not used.")).toBeVisible();
  },
};

/** With the preview beside the form: the host draws the page, here in the dark. */
export const WithPreviewDark: Story = {
  args: { renderPreview },
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Preview" })).toBeVisible();
  },
};

/** On a phone: the preview below the form. */
export const WithPreviewPhone: Story = {
  args: { renderPreview },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Preview" })).toBeVisible();
  },
};

/**
 * The editor for visual review, with a problem shown, on a two-language site, with its preview:
 * the form's every kind of field, the problems' summary and the preview's controls in one page.
 */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  args: { initial: editorState(editorFiles(["en", "de"], { name: "" })), renderPreview },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Used in profile.json")).toBeVisible();
  },
};

/**
 * For an owner who works in German: the editor with the German owner labels (`germanOwnerLabels`), on a German site with an English translation. The build's problem
 * messages stay English.
 */
export const GermanOwner: Story = {
  args: { initial: editorState(editorFiles(["de", "en"])), renderPreview },
  decorators: [
    (Story) => (
      <LabelsProvider labels={germanLabels} locale="de-DE">
        <Story />
      </LabelsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Inhalte bearbeiten" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Titelzeile (Deutsch)" })).toHaveValue("UX-Forscherin");
    await expect(canvas.getByRole("button", { name: "Veröffentlichen" })).toBeDisabled();
    await expect(await canvas.findByText("Verwendet in profile.json")).toBeVisible();
  },
};
