import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => cleanup());

// `findBy…` and `waitFor` wait for a condition and return as soon as it holds; their default
// bound (1 s) is a guess at the machine's speed, and a busy CI runner rendering a whole form
// (the content editor's, every field of the schema) took longer. The test's own timeout stays
// the safety net.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks these browser APIs; the kit uses them for scrolling, media queries and reveals.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.IntersectionObserver) {
  class IO {
    constructor(private cb: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.cb(
        [{ isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry],
        this as never,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = IO as unknown as typeof IntersectionObserver;
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// jsdom has <dialog> but not its methods: a stand-in for what the kit relies on (open, the first
// focusable inside takes focus, close fires "close"), and the browser's rule that hides it closed.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>("a[href], button, input, textarea, select")?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  Object.defineProperty(HTMLDialogElement.prototype, "open", {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute("open");
    },
  });
  const style = document.createElement("style");
  style.textContent = "dialog:not([open]) { display: none; }";
  document.head.append(style);
}
