import { afterEach, expect, it } from "vitest";
import { enhanceNavSheet } from "./navSheet";

afterEach(() => document.body.replaceChildren());

/** A page drawn in a frame, as the content editor's preview draws one: its own document and window. */
function framedPage(sheetId: string): Document {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const page = frame.contentDocument!;
  // The frame's window has its own <dialog> class: it gets the test setup's stand-in for its methods too.
  const own = HTMLDialogElement.prototype;
  for (const name of ["showModal", "close", "open"] as const)
    Object.defineProperty(
      page.defaultView!.HTMLDialogElement.prototype,
      name,
      Object.getOwnPropertyDescriptor(own, name)!,
    );
  const button = page.createElement("a");
  button.href = "#menu";
  button.setAttribute("aria-controls", sheetId);
  button.setAttribute("aria-expanded", "false");
  const sheet = page.createElement("dialog");
  sheet.id = sheetId;
  sheet.setAttribute("data-pm-nav-sheet", "");
  const entry = page.createElement("a");
  entry.href = "#about";
  sheet.append(entry);
  page.body.append(button, sheet);
  return page;
}

it("opens a sheet in a frame's document from its button there, whatever its id holds", () => {
  for (const id of ['menu "main"', "menu\\1", "«r1»"]) {
    const page = framedPage(id);
    const cleanup = enhanceNavSheet(page);
    const button = page.querySelector<HTMLAnchorElement>("[aria-controls]")!;
    button.dispatchEvent(new page.defaultView!.MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(page.querySelector("dialog")!.open, id).toBe(true);
    expect(button.getAttribute("aria-expanded"), id).toBe("true");
    cleanup();
  }
});
