import { attachOnce, type Cleanup } from "../../behaviors/once";

/**
 * One gallery's viewer. The markup works with no script: each image is a link to its larger file.
 * With this, a click opens the file in the gallery's modal `<dialog>` instead, where the arrow keys
 * (and the previous and next buttons) move through the images, Escape or the close button closes
 * it, and focus goes back to the image it was opened from.
 */
function galleryBehaviour(gallery: HTMLElement): Cleanup {
  const dialog = gallery.querySelector<HTMLDialogElement>("dialog[data-pm-gallery-dialog]");
  const view = dialog?.querySelector<HTMLImageElement>("img[data-pm-gallery-image]");
  const caption = dialog?.querySelector<HTMLElement>("[data-pm-gallery-caption]");
  const items = [...gallery.querySelectorAll<HTMLAnchorElement>("a[data-pm-gallery-item]")];
  if (!dialog || !view || !caption || items.length === 0 || typeof dialog.showModal !== "function")
    return () => {};
  // The gallery's own window's, which is not the script's when the page is drawn in a frame.
  const controller = new (gallery.ownerDocument.defaultView ?? window).AbortController();
  const { signal } = controller;
  let current = 0;
  let opener: HTMLElement | undefined;

  const show = (index: number) => {
    current = (index + items.length) % items.length;
    const item = items[current]!;
    const thumbnail = item.querySelector("img");
    view.src = item.href;
    // The link's own file when it is a larger one; the thumbnail's widths when it is the same file.
    if (thumbnail?.srcset && thumbnail.getAttribute("src") === item.getAttribute("href")) {
      view.srcset = thumbnail.srcset;
      view.sizes = "90vw";
    } else {
      view.removeAttribute("srcset");
      view.removeAttribute("sizes");
    }
    view.alt = thumbnail?.alt ?? "";
    const text = item.closest("figure")?.querySelector("figcaption")?.textContent ?? "";
    caption.textContent = text || view.alt;
  };

  items.forEach((item, index) =>
    item.addEventListener(
      "click",
      (event) => {
        // A new tab or window (modifier keys, middle button) still gets the file itself.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        opener = item;
        show(index);
        dialog.showModal();
      },
      { signal },
    ),
  );

  dialog.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      if (target.closest("[data-pm-gallery-previous]")) show(current - 1);
      else if (target.closest("[data-pm-gallery-next]")) show(current + 1);
      else if (target.closest("[data-pm-gallery-close]") || target === dialog) dialog.close();
    },
    { signal },
  );

  dialog.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "ArrowRight") show(current + 1);
      else if (event.key === "ArrowLeft") show(current - 1);
      else if (event.key === "Home") show(0);
      else if (event.key === "End") show(items.length - 1);
      // Escape is the browser's own for a trusted key press; this also covers scripted ones.
      else if (event.key === "Escape" && dialog.open) dialog.close();
      else return;
      event.preventDefault();
    },
    { signal },
  );

  dialog.addEventListener("close", () => opener?.focus(), { signal });

  return () => {
    controller.abort();
    if (dialog.open) dialog.close();
  };
}

/**
 * The image galleries under `root` (`[data-pm-gallery]`, as the project page's gallery block
 * renders them): each image opens larger in the gallery's dialog, with keyboard navigation.
 * Without it, each image is a plain link to its file. Plain DOM code, like the behaviours, which
 * the gallery block attaches to itself once React runs. It sits beside the block rather than in
 * the behaviours' entry: a site that bundles every behaviour into its public pages' script (as
 * this repository's does) would otherwise carry it on pages without a gallery.
 */
export function enhanceGalleries(root: Document | Element = document): Cleanup {
  const galleries = [...root.querySelectorAll<HTMLElement>("[data-pm-gallery]")];
  const cleanups = galleries.map(enhanceGallery);
  return () => cleanups.forEach((cleanup) => cleanup());
}

/** One gallery (`[data-pm-gallery]`), as the gallery block attaches it to itself. */
export function enhanceGallery(gallery: HTMLElement): Cleanup {
  return attachOnce(gallery, "gallery", () => galleryBehaviour(gallery));
}
