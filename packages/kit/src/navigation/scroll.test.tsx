import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HASH_SCROLL_DELAY_MS,
  NAV_SCROLL_THRESHOLD,
  SECTION_SCROLL_OFFSET,
  defaultNavItems,
  scrollToSection,
  useHashScroll,
  useScrolledPast,
} from "./scroll";

function addSection(id: string, top: number) {
  const section = document.createElement("section");
  section.id = id;
  section.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(section);
  return section;
}

function setScrollY(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
}

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) => ({ matches: reduce && query.includes("reduce"), media: query }) as MediaQueryList,
  );
}

beforeEach(() => {
  vi.mocked(window.scrollTo).mockClear();
  setScrollY(0);
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("scroll constants", () => {
  it("start the nav background past 100 px, land sections 80 px below the top, 100 ms after a hash change", () => {
    expect(NAV_SCROLL_THRESHOLD).toBe(100);
    expect(SECTION_SCROLL_OFFSET).toBe(80);
    expect(HASH_SCROLL_DELAY_MS).toBe(100);
  });

  it("list the six home sections in page order", () => {
    expect(defaultNavItems).toEqual([
      { id: "home", label: "Home" },
      { id: "about", label: "About" },
      { id: "experience", label: "Experience" },
      { id: "projects", label: "Projects" },
      { id: "skills", label: "Skills" },
      { id: "contact", label: "Contact" },
    ]);
  });
});

describe("scrollToSection", () => {
  it("scrolls smoothly to 80 px above the section", () => {
    addSection("skills", 500);
    setScrollY(200);
    expect(scrollToSection("skills")).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 620, behavior: "smooth" });
  });

  it("takes another offset", () => {
    addSection("about", 300);
    scrollToSection("about", { offset: 0 });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 300, behavior: "smooth" });
  });

  it("jumps without animation when the visitor prefers reduced motion", () => {
    preferReducedMotion(true);
    addSection("contact", 1000);
    scrollToSection("contact");
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 920, behavior: "auto" });
  });

  it("only logs 'Section not found' when the section is missing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(scrollToSection("nowhere")).toBe(false);
    expect(error).toHaveBeenCalledExactlyOnceWith("Section not found");
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe("useScrolledPast", () => {
  it("is false at the top and true once scrolled more than 100 px", () => {
    const { result } = renderHook(() => useScrolledPast());
    expect(result.current).toBe(false);

    act(() => {
      setScrollY(100);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(result.current).toBe(false);

    act(() => {
      setScrollY(101);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(result.current).toBe(true);

    act(() => {
      setScrollY(0);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(result.current).toBe(false);
  });

  it("reads the position on mount, for a page reloaded mid-way", () => {
    setScrollY(400);
    const { result } = renderHook(() => useScrolledPast());
    expect(result.current).toBe(true);
  });

  it("takes another threshold", () => {
    setScrollY(50);
    const { result } = renderHook(() => useScrolledPast(20));
    expect(result.current).toBe(true);
  });

  it("listens passively and stops listening on unmount", () => {
    const add = vi.spyOn(window, "addEventListener");
    const remove = vi.spyOn(window, "removeEventListener");
    const { unmount } = renderHook(() => useScrolledPast());
    expect(add).toHaveBeenCalledWith("scroll", expect.any(Function), { passive: true });
    unmount();
    expect(remove).toHaveBeenCalledWith("scroll", expect.any(Function));
  });

  it("is false on the server whatever the scroll position", () => {
    setScrollY(400);
    function Probe() {
      return <>{String(useScrolledPast())}</>;
    }
    expect(renderToString(<Probe />)).toBe("false");
  });
});

describe("useHashScroll", () => {
  it("scrolls to the hash's section after 100 ms", () => {
    vi.useFakeTimers();
    addSection("skills", 700);
    renderHook(() => useHashScroll("#skills"));

    vi.advanceTimersByTime(99);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 620, behavior: "smooth" });
  });

  it("scrolls again when the hash changes", () => {
    vi.useFakeTimers();
    addSection("skills", 700);
    addSection("contact", 1500);
    const { rerender } = renderHook(({ hash }) => useHashScroll(hash), {
      initialProps: { hash: "#skills" },
    });
    vi.advanceTimersByTime(100);
    rerender({ hash: "#contact" });
    vi.advanceTimersByTime(100);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1420, behavior: "smooth" });
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it("decodes the hash", () => {
    vi.useFakeTimers();
    addSection("case study", 300);
    renderHook(() => useHashScroll("#case%20study"));
    vi.advanceTimersByTime(100);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 220, behavior: "smooth" });
  });

  it("does nothing for an empty hash", () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderHook(() => useHashScroll(""));
    renderHook(() => useHashScroll("#"));
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("cancels a pending scroll on unmount or when the hash changes first", () => {
    vi.useFakeTimers();
    addSection("skills", 700);
    addSection("about", 200);
    const { rerender, unmount } = renderHook(({ hash }) => useHashScroll(hash), {
      initialProps: { hash: "#skills" },
    });
    vi.advanceTimersByTime(50);
    rerender({ hash: "#about" });
    vi.advanceTimersByTime(100);
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 120, behavior: "smooth" });

    rerender({ hash: "#skills" });
    unmount();
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it("waits for a custom delay", () => {
    vi.useFakeTimers();
    addSection("projects", 900);
    renderHook(() => useHashScroll("#projects", 300));
    vi.advanceTimersByTime(299);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.scrollTo).toHaveBeenCalledOnce();
  });
});
