/**
 * The contact form is the public pages' one React island, and it is hydrated on intent only:
 * the first focus, pointer or touch in the form, or a click on a link to the contact section.
 * Until then the form is the server's HTML, a plain POST form that works on its own.
 */

const ISLAND = '[data-pm-island="contact-form"]';
/**
 * How long a submit made before the island is ready waits for it, before the plain post. The dev
 * server sends the island as hundreds of unbundled modules, which take far longer than the built
 * chunk: it waits longer there, so a quick send in development is the island's, as it is on a
 * deployed site.
 */
export const ISLAND_WAIT_MS = import.meta.env.DEV ? 15_000 : 3_000;

type Hydrate = (root: HTMLElement) => Promise<void>;

const loadIsland: Hydrate = (root) =>
  import("./contactIsland").then(({ hydrateContactForm }) => hydrateContactForm(root));

export function hydrateContactOnIntent(
  doc: Document = document,
  { hydrate = loadIsland, waitMs = ISLAND_WAIT_MS }: { hydrate?: Hydrate; waitMs?: number } = {},
): void {
  const root = doc.querySelector<HTMLElement>(ISLAND);
  const form = root?.querySelector("form");
  if (!root || !form) return;

  let island: Promise<boolean> | undefined;
  let ready = false;
  const start = () =>
    (island ??= hydrate(root).then(
      () => (ready = true),
      (error: unknown) => {
        console.error("The contact form's script failed to load", error);
        return false;
      },
    ));

  for (const type of ["focusin", "pointerdown", "touchstart"])
    root.addEventListener(type, () => void start(), { once: true, passive: true });
  doc.addEventListener("click", (event) => {
    if ((event.target as Element | null)?.closest?.('a[href$="#contact"]')) void start();
  });

  // A submit before the island is ready waits for it briefly and is then sent by it; if it does
  // not come in time (or fails), the browser posts the form itself. One or the other: never both,
  // and a second press while waiting does nothing more.
  let waiting = false;
  form.addEventListener("submit", (event) => {
    if (ready) return;
    event.preventDefault();
    if (waiting) return;
    waiting = true;
    const submitter = event.submitter;
    const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), waitMs));
    void Promise.race([start(), late]).then((arrived) => {
      if (arrived && ready) form.requestSubmit(submitter instanceof HTMLElement ? submitter : null);
      else {
        ready = false;
        island = Promise.resolve(false);
        form.submit();
      }
    });
  });
}
