import { Icon } from "../../../primitives";
import { formatCount, useLabels, useLocale } from "../../../labels";
import { ownerLabels } from "../../../labels/ownerLabels";
import { Button } from "../../../primitives/Button";
import { Mirrored, PageStatus, Pager } from "./ContactList.styles";

export interface InboxPagerProps {
  /** How many newer submissions come before the first one shown. */
  start: number;
  /** How many submissions the page shows. */
  shown: number;
  /** Every stored submission. */
  total: number;
  /** Shows the newer page; absent (the button disabled) on the newest page. */
  onNewer?: () => void;
  /** Shows the older page; absent (the button disabled) on the last page. */
  onOlder?: () => void;
}

/** Newer and older pages of the inbox, with "Showing 51–100 of 3,000" announced between them. */
export function InboxPager({ start, shown, total, onNewer, onOlder }: InboxPagerProps) {
  const labels = useLabels("contactList", ownerLabels.contactList);
  const locale = useLocale();
  return (
    <Pager aria-label={labels.pages}>
      <Button variant="secondary" size="sm" disabled={!onNewer} onClick={onNewer}>
        <Icon name="arrow-left" size={18} />
        {labels.newer}
      </Button>
      <PageStatus aria-live="polite" aria-atomic="true">
        {labels.pageStatus({
          first: formatCount(start + 1, locale),
          last: formatCount(start + shown, locale),
          total: formatCount(total, locale),
        })}
      </PageStatus>
      <Button variant="secondary" size="sm" disabled={!onOlder} onClick={onOlder}>
        {labels.older}
        <Mirrored>
          <Icon name="arrow-left" size={18} />
        </Mirrored>
      </Button>
    </Pager>
  );
}
