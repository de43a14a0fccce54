/**
 * Scrolls a tab strip sideways, and only sideways, until its selected tab is clear of the edge fades
 * (a phone opening on a later tab, e.g. from an opened-application link).
 */
export function revealSelectedTab(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!list || !tab) return;
  const box = list.getBoundingClientRect();
  const at = tab.getBoundingClientRect();
  const margin = parseFloat(getComputedStyle(list).paddingInlineEnd) || 0;
  if (at.left < box.left + margin) list.scrollLeft -= box.left + margin - at.left;
  else if (at.right > box.right - margin) list.scrollLeft += at.right - (box.right - margin);
}
