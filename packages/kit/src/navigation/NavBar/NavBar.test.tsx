import { afterEach, describe, expect, it, vi } from "vitest";
import { flippableMediaQuery } from "../../test/mediaQuery";
import { clickInPlace } from "../../test/clickInPlace";
import { act, axeViolations, render, screen, waitFor, within } from "../../test/render";
import { NavBar, type NavBarProps } from "./NavBar";

/** The bar for Jordan Lee, its choices going nowhere unless `props` say otherwise. */
function renderNavBar(props: Partial<NavBarProps> = {}) {
  return render(<NavBar ownerName="Jordan Lee" onNavigate={() => {}} {...props} />);
}

function setScrollY(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event("scroll"));
}

afterEach(() => setScrollY(0));

const sectionLabels = ["Home", "About", "Experience", "Projects", "Skills", "Contact"];

// jsdom applies no media queries, so it always lays the bar out for a narrow screen:
// the inline entries are display:none here. Queries for them pass `hidden: true`;
// the stories check at desktop width that they show and the menu button does not.
const inline = { hidden: true } as const;

describe("NavBar", () => {
  it("is a primary navigation with the owner's initials as a link home", async () => {
    const onNavigate = vi.fn();
    const { user, container } = render(<NavBar ownerName="Jordan Avery Lee" onNavigate={onNavigate} />);

    const nav = screen.getByRole("navigation", { name: "Primary" });
    expect(screen.getByRole("banner")).toContainElement(nav);
    const brand = within(nav).getByRole("link", { name: "Jordan Avery Lee, home" });
    expect(brand).toHaveAttribute("href", "#home");
    expect(within(brand).getByText("JL")).toBeInTheDocument();

    await user.click(brand);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith("home");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("makes the brand mark a link when given a home route", () => {
    renderNavBar({ homeHref: "/" });
    expect(screen.getByRole("link", { name: "Jordan Lee, home" })).toHaveAttribute("href", "/");
  });

  it("shows the six entries in order and reports the chosen section", async () => {
    const onNavigate = vi.fn();
    const { user } = renderNavBar({ onNavigate });
    const nav = screen.getByRole("navigation", { name: "Primary" });
    // The inline list comes first; the closed sheet holds the same entries.
    const inlineList = within(nav).getAllByRole("list", inline)[0]!;
    const entries = within(inlineList).getAllByRole("link", inline);
    expect(entries.map((entry) => entry.textContent)).toEqual(sectionLabels);
    expect(entries.map((entry) => entry.getAttribute("href"))).toEqual(
      ["home", "about", "experience", "projects", "skills", "contact"].map((id) => `#${id}`),
    );

    await user.click(within(inlineList).getByRole("link", { name: "Skills", ...inline }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith("skills");
  });

  it("takes other entries", () => {
    renderNavBar({
      items: [
        { id: "work", label: "Work" },
        { id: "writing", label: "Writing" },
      ],
    });
    expect(screen.getAllByRole("link", { name: "Work", ...inline })[0]).toHaveAttribute("href", "#work");
    expect(screen.getAllByRole("link", { name: "Writing", ...inline })[0]).toBeInTheDocument();
    expect(screen.queryAllByRole("link", { name: "Skills", ...inline })).toEqual([]);
  });

  it("links an entry with an href to its page, in the bar and the sheet, and leaves it to the browser", async () => {
    const onNavigate = vi.fn();
    const { user, container } = renderNavBar({
      onNavigate,
      sectionsHref: "/",
      items: [
        { id: "projects", label: "Projects" },
        { id: "writing", label: "Writing", href: "/writing" },
      ],
    });
    const [inBar, inSheet] = screen.getAllByRole("link", { name: "Writing", ...inline });
    expect(inBar).toHaveAttribute("href", "/writing");
    expect(inSheet).toHaveAttribute("href", "/writing");
    expect(screen.getAllByRole("link", { name: "Projects", ...inline })[0]).toHaveAttribute(
      "href",
      "/#projects",
    );
    await clickInPlace(user, inBar!);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("leaves a page entry to the browser when the section links behaviour is on", async () => {
    const { user } = render(
      <NavBar ownerName="Jordan Lee" items={[{ id: "writing", label: "Writing", href: "/writing" }]} />,
    );
    const link = screen.getAllByRole("link", { name: "Writing", ...inline })[0]!;
    expect(await clickInPlace(user, link)).toBe(false);
  });

  it("links its entries to the page that holds the sections, so they work from any page", () => {
    render(<NavBar ownerName="Jordan Lee" sectionsHref="/" />);
    const nav = screen.getByRole("navigation", { name: "Primary" });
    expect(within(nav).getAllByRole("link", { name: "Skills", ...inline })[0]).toHaveAttribute(
      "href",
      "/#skills",
    );
    expect(within(nav).getByRole("link", { name: "Jordan Lee, home" })).toHaveAttribute("href", "/#home");
  });

  it("turns its background to the scrolled state past 100 px, and back", () => {
    renderNavBar();
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-state", "top");

    act(() => setScrollY(100));
    expect(header).toHaveAttribute("data-state", "top");
    act(() => setScrollY(101));
    expect(header).toHaveAttribute("data-state", "scrolled");
    expect(screen.getByRole("link", { name: "Jordan Lee, home" })).toBeInTheDocument();
    act(() => setScrollY(0));
    expect(header).toHaveAttribute("data-state", "top");
  });

  it("can be forced into the scrolled state", () => {
    renderNavBar({ scrolled: true });
    expect(screen.getByRole("banner")).toHaveAttribute("data-state", "scrolled");
  });

  it("offers a skip link to the main content as the first stop", async () => {
    const { user, rerender } = renderNavBar();
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main");

    rerender(<NavBar ownerName="Jordan Lee" onNavigate={() => {}} skipTargetId="content" />);
    expect(skip).toHaveAttribute("href", "#content");
  });
});

describe("NavBar colour scheme toggle", () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-pm-color-scheme");
  });

  it("sits in the bar and in the menu sheet, both switching the page", async () => {
    const { user } = renderNavBar();
    // jsdom matches no min-width query, so the bar's wide-screen part is hidden here.
    const nav = screen.getByRole("navigation", { name: "Primary" });
    const barToggle = within(nav).getAllByRole("button", {
      name: "Dark theme",
      pressed: false,
      hidden: true,
    })[0]!;

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Navigation Menu" });
    await user.click(within(sheet).getByRole("button", { name: "Dark theme", pressed: false }));
    expect(document.documentElement).toHaveAttribute("data-pm-color-scheme", "dark");
    expect(barToggle).toHaveAttribute("aria-pressed", "true");
  });

  it("takes another name, and can be left out", () => {
    const { rerender } = renderNavBar({ colorSchemeToggleLabel: "Dunkles Design" });
    expect(screen.getAllByRole("button", { name: "Dunkles Design", hidden: true })).toHaveLength(2);
    rerender(<NavBar ownerName="Jordan Lee" onNavigate={() => {}} colorSchemeToggle={false} />);
    expect(screen.queryByRole("button", { name: /theme|Design/, hidden: true })).toBeNull();
  });
});

describe("NavBar menu sheet", () => {
  it("opens a dialog titled Navigation Menu from the menu button", async () => {
    const { user, container } = renderNavBar();
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(menuButton).toHaveAttribute("aria-controls");
    expect(await axeViolations(container)).toEqual([]);

    await user.click(menuButton);
    const sheet = await screen.findByRole("dialog", { name: "Navigation Menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(menuButton).toHaveAttribute("aria-controls", sheet.id);
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    const entries = within(within(sheet).getByRole("list")).getAllByRole("link");
    expect(entries.map((entry) => entry.textContent)).toEqual(sectionLabels);
    expect(within(sheet).getByRole("button", { name: "Close menu" })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("keeps focus inside while open", async () => {
    const { user } = renderNavBar();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Navigation Menu" });
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes when the window widens past the breakpoint, with focus on the first inline entry", async () => {
    // Resizing the window: the wide-screen query starts off and is turned on below.
    const wideScreen = flippableMediaQuery("min-width", false);
    const { user } = renderNavBar();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog", { name: "Navigation Menu" });

    wideScreen.set(true);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(screen.getAllByRole("link", { name: "Home", ...inline })[0]).toHaveFocus());
    vi.restoreAllMocks();
  });

  it("closes on Escape and gives focus back to the menu button", async () => {
    const { user } = renderNavBar();
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    await user.click(menuButton);
    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(menuButton).toHaveFocus();
  });

  it("closes from its close control", async () => {
    const { user } = renderNavBar();
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    await user.click(menuButton);
    await user.click(screen.getByRole("button", { name: "Close menu" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it("closes and navigates when an entry is chosen", async () => {
    const onNavigate = vi.fn();
    const { user } = renderNavBar({ onNavigate });
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    await user.click(menuButton);
    const sheet = await screen.findByRole("dialog", { name: "Navigation Menu" });

    await user.click(within(sheet).getByRole("link", { name: "Contact" }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith("contact");
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it("links to the same page in the other languages, in the bar and the sheet, each named in its own language", async () => {
    const { container } = render(
      <NavBar ownerName="Jordan Lee" languages={[{ href: "/de/resume", language: "de", name: "Deutsch" }]} />,
    );
    const links = screen.getAllByRole("link", { name: "Deutsch", ...inline });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute("href", "/de/resume");
      expect(link).toHaveAttribute("hreflang", "de");
      expect(link).toHaveAttribute("lang", "de");
    }
    expect(await axeViolations(container)).toEqual([]);
  });
});
