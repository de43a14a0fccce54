import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY } from "../../theme/colorScheme";
import { flippableMediaQuery } from "../../test/mediaQuery";
import { act, axeViolations, render, screen } from "../../test/render";
import { ColorSchemeToggle } from "./ColorSchemeToggle";

/** A system colour scheme the test can change, as `matchMedia("(prefers-color-scheme: dark)")` reports it. */
const systemScheme = (initiallyDark: boolean) =>
  flippableMediaQuery("prefers-color-scheme: dark", initiallyDark);

const pageScheme = () => document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
});
afterEach(() => vi.restoreAllMocks());

describe("ColorSchemeToggle", () => {
  it("is a named toggle button, pressed while the page is dark, with no axe violations", async () => {
    systemScheme(false);
    const { container } = render(<ColorSchemeToggle />);
    expect(screen.getByRole("button", { name: "Dark theme", pressed: false })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("switches with the keyboard (Enter and Space) and remembers the choice", async () => {
    systemScheme(false);
    const { user } = render(<ColorSchemeToggle />);
    await user.tab();
    const toggle = screen.getByRole("button", { name: "Dark theme" });
    expect(toggle).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(pageScheme()).toBe("dark");
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe("dark");

    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(pageScheme()).toBe("light");
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe("light");
  });

  it("starts from a stored choice over the system's, and applies it to the page", () => {
    systemScheme(false);
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, "dark");
    render(<ColorSchemeToggle />);
    expect(screen.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    expect(pageScheme()).toBe("dark");
  });

  it("follows a system change while no choice is stored", () => {
    const system = systemScheme(false);
    render(<ColorSchemeToggle />);
    const toggle = screen.getByRole("button", { name: "Dark theme" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");

    system.set(true);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(pageScheme()).toBeNull();
  });

  it("keeps the visitor's choice when the system changes afterwards", async () => {
    const system = systemScheme(false);
    const { user } = render(<ColorSchemeToggle />);
    const toggle = screen.getByRole("button", { name: "Dark theme" });
    await user.click(toggle);
    await user.click(toggle);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe("light");

    system.set(true);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(pageScheme()).toBe("light");
  });

  it("keeps two toggles (e.g. the bar's and the sheet's, or separate roots) in step", async () => {
    systemScheme(false);
    const { user } = render(
      <>
        <ColorSchemeToggle />
        <ColorSchemeToggle label="Dunkles Design" />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Dark theme" }));
    expect(screen.getByRole("button", { name: "Dunkles Design" })).toHaveAttribute("aria-pressed", "true");
  });

  it("picks up a choice made in another tab", () => {
    systemScheme(false);
    render(<ColorSchemeToggle />);
    act(() => {
      localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, "dark");
      window.dispatchEvent(new StorageEvent("storage", { key: COLOR_SCHEME_STORAGE_KEY, newValue: "dark" }));
    });
    expect(screen.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    expect(pageScheme()).toBe("dark");
  });
});
