import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen } from "../../../test/render";
import { fixturePaths, fixtureSiteUrl } from "../fixtures/summary";
import { CampaignLinkBuilder, campaignTag, taggedLink } from "./CampaignLinkBuilder";

describe("campaignTag and taggedLink", () => {
  it("keep a tag link-safe and short, on the chosen page, with nothing else in the query", () => {
    expect(campaignTag("  Acme PM Role! ")).toBe("acme-pm-role");
    expect(campaignTag("<script>")).toBe("script");
    expect(campaignTag("x".repeat(200))).toHaveLength(64);
    expect(taggedLink("https://jordanlee.example", "/", "acme-pm-role")).toBe(
      "https://jordanlee.example/?ref=acme-pm-role",
    );
    expect(taggedLink("https://jordanlee.example/", "/projects/magic-leap", "a")).toBe(
      "https://jordanlee.example/projects/magic-leap?ref=a",
    );
  });
});

describe("CampaignLinkBuilder", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("builds the link from the typed tag and the chosen page, and copies it", async () => {
    const { user, container } = render(<CampaignLinkBuilder siteUrl={fixtureSiteUrl} paths={fixturePaths} />);
    const link = screen.getByRole("textbox", { name: "Link" });
    expect(link).toHaveValue("");
    expect(screen.getByRole("button", { name: "Copy link" })).toBeDisabled();

    await user.type(screen.getByRole("textbox", { name: "Tag" }), "Acme PM role");
    expect(link).toHaveValue("https://jordanlee.example/?ref=acme-pm-role");
    await user.selectOptions(screen.getByRole("combobox", { name: "Page" }), "/projects/magic-leap");
    expect(link).toHaveValue("https://jordanlee.example/projects/magic-leap?ref=acme-pm-role");

    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith("https://jordanlee.example/projects/magic-leap?ref=acme-pm-role");
    expect(await navigator.clipboard.readText()).toBe(
      "https://jordanlee.example/projects/magic-leap?ref=acme-pm-role",
    );
    expect(screen.getByText("Copied")).toHaveAttribute("aria-live", "polite");
    expect(await axeViolations(container)).toEqual([]);

    // A new page makes a new link, which is not copied yet.
    await user.selectOptions(screen.getByRole("combobox", { name: "Page" }), "/");
    expect(screen.queryByText("Copied")).toBeNull();
  });

  it("selects the link for copying by hand when the clipboard refuses", async () => {
    const { user } = render(
      <CampaignLinkBuilder siteUrl={fixtureSiteUrl} paths={fixturePaths} defaultTag="globex" />,
    );
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Denied", "NotAllowedError"),
    );
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    const link = screen.getByRole<HTMLInputElement>("textbox", { name: "Link" });
    expect(link).toHaveFocus();
    expect(link.value.slice(link.selectionStart!, link.selectionEnd!)).toBe(
      "https://jordanlee.example/?ref=globex",
    );
    expect(
      screen.getByText("The link is selected: press Ctrl+C (⌘C on a Mac) to copy it."),
    ).toBeInTheDocument();
  });
});
