import { useEffect } from "react";
import { Icon } from "../../../primitives";
import { formatCount, useLabels, useLocale } from "../../../labels";
import { ownerLabels } from "../../../labels/ownerLabels";
import { Button } from "../../../primitives/Button";
import { useContactList } from "./ContactList.context";
import { Mirrored, PageStatus, Pager } from "./ContactList.styles";

export interface ContactListPagerProps {
  /** How many newer submissions come before the first one shown (0 on the newest page). */
  start: number;
  /** Shows the newer page; absent (the button disabled) on the newest page. */
  onNewer?: () => void;
  /** Shows the older page; absent (the button disabled) on the last page. */
  onOlder?: () => void;
}

/**
 * Newer and older pages of an inbox larger than one page, with "Showing 51–100 of 3,000"
 * announced between them; shown only over a list. Paging drops the selection, and the new
 * page's heading takes focus once it is shown.
 */
export function ContactListPager({ start, onNewer, onOlder }: ContactListPagerProps) {
  const { contacts, count, state, startPaging, settlePaging } = useContactList("Pager");
  const labels = useLabels("contactList", ownerLabels.contactList);
  const locale = useLocale();

  // No part is shown while the next page loads, so this runs as the new page appears (or as
  // `start` moves, when the host had the page already).
  useEffect(settlePaging, [start, settlePaging]);

  if (state !== "ready") return null;
  const page = (go: () => void) => () => {
    startPaging();
    go();
  };
  return (
    <Pager aria-label={labels.pages}>
      <Button variant="secondary" size="sm" disabled={!onNewer} onClick={onNewer && page(onNewer)}>
        <Icon name="arrow-left" size={18} />
        {labels.newer}
      </Button>
      <PageStatus aria-live="polite" aria-atomic="true">
        {labels.pageStatus({
          first: formatCount(start + 1, locale),
          last: formatCount(start + contacts.length, locale),
          total: formatCount(count, locale),
        })}
      </PageStatus>
      <Button variant="secondary" size="sm" disabled={!onOlder} onClick={onOlder && page(onOlder)}>
        {labels.older}
        <Mirrored>
          <Icon name="arrow-left" size={18} />
        </Mirrored>
      </Button>
    </Pager>
  );
}
