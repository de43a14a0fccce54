import type { UserEvent } from "@testing-library/user-event";

/**
 * Clicks a link as a visitor does but stays on the page, which jsdom cannot leave: the click is
 * stopped once the page's own handlers have seen it. Says whether one of them had taken the click
 * over (called `preventDefault`), as a client-side router does.
 */
export async function clickInPlace(user: UserEvent, link: Element): Promise<boolean> {
  let takenOver = false;
  const stop = (event: Event) => {
    takenOver = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", stop);
  try {
    await user.click(link);
  } finally {
    window.removeEventListener("click", stop);
  }
  return takenOver;
}
