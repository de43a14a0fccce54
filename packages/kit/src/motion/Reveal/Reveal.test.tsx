import { ReducedMotionProvider } from "../useReducedMotion";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PortfolioProvider } from "../../theme/PortfolioProvider";
import { act, render, screen, waitFor } from "../../test/render";
import { Reveal, RevealItem } from "./Reveal";

/** An IntersectionObserver the test drives by hand. */
class ManualObserver {
  static instances: ManualObserver[] = [];
  targets: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    ManualObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean, top: number) {
    const entries = this.targets.map(
      (target) =>
        ({
          target,
          isIntersecting,
          boundingClientRect: { top } as DOMRectReadOnly,
        }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function Projects() {
  return (
    <Reveal stagger element="ul" aria-label="Projects">
      <RevealItem element="li">Personal Cloud</RevealItem>
      <RevealItem element="li">Magic Leap</RevealItem>
    </Reveal>
  );
}

const list = () => screen.getByRole("list", { name: "Projects" });

describe("Reveal", () => {
  it("is visible in the server HTML", () => {
    const html = renderToString(
      <PortfolioProvider>
        <Projects />
      </PortfolioProvider>,
    );
    expect(html).toContain("Personal Cloud");
    expect(html).not.toMatch(/opacity:\s*0(?![.\d])/);
    expect(html).not.toMatch(/translateY/);
    expect(html).toContain('data-state="static"');
  });

  it("leaves content that is already in view alone", () => {
    render(<Projects />);
    expect(list()).toHaveAttribute("data-state", "static");
    expect(screen.getByText("Personal Cloud")).toBeVisible();
  });

  describe("below the fold", () => {
    beforeEach(() => {
      ManualObserver.instances = [];
      vi.stubGlobal("IntersectionObserver", ManualObserver);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("hides content after mount and reveals it once it scrolls into view", async () => {
      render(<Projects />);
      expect(list()).toHaveAttribute("data-state", "static");

      const observer = ManualObserver.instances[0]!;
      observer.report(false, window.innerHeight + 400);
      expect(list()).toHaveAttribute("data-state", "hidden");
      await waitFor(() => expect(screen.getByText("Magic Leap")).toHaveStyle({ opacity: "0" }));

      observer.report(true, 200);
      expect(list()).toHaveAttribute("data-state", "shown");
      await waitFor(() => expect(screen.getByText("Magic Leap")).toHaveStyle({ opacity: "1" }));
      expect(observer.targets).toEqual([]);
    });

    it("never hides content the visitor has scrolled past", () => {
      render(<Projects />);
      ManualObserver.instances[0]!.report(false, -900);
      expect(list()).toHaveAttribute("data-state", "static");
    });

    it("hides nothing under reduced motion", () => {
      render(
        <ReducedMotionProvider value="always">
          <Projects />
        </ReducedMotionProvider>,
      );
      expect(ManualObserver.instances).toEqual([]);
      expect(list()).toHaveAttribute("data-state", "static");
      expect(screen.getByText("Magic Leap")).toBeVisible();
    });
  });
});
