import { useCallback, useRef, type ReactNode } from 'react';
import { PagedListStates } from '@/components/list-states/ListStates';
import { useTranslation } from '@/i18n/useTranslation';
import type { PagedList } from '@/lib/data/use-paged-list';
import styles from './MemberManagement.module.css';

interface ReviewSectionProps<Item extends { uid: string }> {
  /** The queue, oldest first (usePagedList). */
  list: PagedList<Item>;
  /** The section's heading. */
  title: string;
  /** Where the queue's words are ('admin:applications'): `.lead`, `.loading`, `.loadError`, `.empty`. */
  keys: string;
  /** One item's card; `reviewed` drops it from the queue once the callable has succeeded. */
  children: (item: Item, reviewed: (uid: string) => void) => ReactNode;
}

/** An admin's review queue (applications, name requests): heading, lead, and a card per item. */
export function ReviewSection<Item extends { uid: string }>({ list, title, keys, children }: ReviewSectionProps<Item>) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const update = list.status === 'ready' ? list.update : null;

  const reviewed = useCallback(
    (uid: string) => {
      update?.((item) => item.uid === uid, null);
      // The reviewed article (and the focused button in it) is gone: keep keyboard users in the queue.
      heading.current?.focus();
    },
    [update],
  );

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{t(`${keys}.lead`)}</p>
      <PagedListStates
        list={list}
        loading={t(`${keys}.loading`)}
        error={t(`${keys}.loadError`)}
        empty={t(`${keys}.empty`)}
      >
        {(items) => <div className={styles.applications}>{items.map((item) => children(item, reviewed))}</div>}
      </PagedListStates>
    </>
  );
}
