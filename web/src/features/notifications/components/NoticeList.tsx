import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PagedListStates } from '@/components/list-states/ListStates';
import { Button, tapTargetStyles } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { useAction } from '@/lib/actions/use-action';
import { usePagedList } from '@/lib/data/use-paged-list';
import { UNREAD_SHOWN, recountUnread, useUnreadNotices } from '@/lib/notices/unread-notices';
import { fetchNotices, markAllNoticesRead, markNoticesRead, type Notice } from '@/features/notifications/api/notices';
import rows from '@/components/ui/item-rows.module.css';
import styles from './NoticeList.module.css';

/**
 * Every notice of the member's, newest first, a page at a time: "New" on the unread ones, Mark as
 * read on each and Mark all as read. The count is the bell's: when it finds a notice that arrived while
 * the page is open, the list loads again, so it shows at the top.
 */
export function NoticeList({ uid }: { uid: string }) {
  const { t } = useTranslation('notifications');
  const list = usePagedList(`notices:${uid}`, (after) => fetchNotices(uid, after));
  const counted = useUnreadNotices(uid);
  // Marked read on this page (stored already): the list changes without reading it again.
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  // Where the focus goes once the button pressed is gone: the line that says what is left unread.
  const summary = useRef<HTMLParagraphElement>(null);

  const reload = list.status === 'ready' ? list.reload : undefined;
  const seen = useRef(counted);
  useEffect(() => {
    if (counted !== null && seen.current !== null && counted > seen.current) reload?.();
    seen.current = counted;
  }, [counted, reload]);

  const afterMarking = (ids: readonly string[]) => {
    setMarked((before) => new Set([...before, ...ids]));
    // The bell and this page's count follow at once.
    recountUnread(uid);
    summary.current?.focus();
  };
  const marking = useAction(
    async (ids: readonly string[]) => {
      await markNoticesRead(uid, ids);
      afterMarking(ids);
    },
    { what: 'Marking notices read', failure: { default: 'notifications:markFailed' }, show: 'toast' },
  );
  const markingAll = useAction(
    async (loaded: readonly string[]) => {
      await markAllNoticesRead(uid);
      afterMarking(loaded);
    },
    { what: 'Marking every notice read', failure: { default: 'notifications:markFailed' }, show: 'toast' },
  );
  const busy = marking.busy || markingAll.busy;

  const isNew = (notice: Notice) => notice.unread && !marked.has(notice.id);
  const loaded = list.status === 'ready' ? list.items : [];
  // The bell's count, or, until it comes (or if it failed), what the loaded pages say.
  const unread = counted ?? loaded.filter(isNew).length;

  return (
    <div className={styles.notices}>
      <PagedListStates list={list} loading={t('loading')} error={t('loadError')} empty={t('none')}>
        {(notices) => (
          <>
            <p ref={summary} tabIndex={-1} className={styles.summary}>
              {unread === 0 ? (
                t('allRead')
              ) : (
                <>
                  <span>
                    {unread > UNREAD_SHOWN
                      ? t('unreadMore', { count: UNREAD_SHOWN })
                      : t('unreadCount', { count: unread })}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void markingAll.run(notices.map((notice) => notice.id))}
                  >
                    {t('markAllRead')}
                  </Button>
                </>
              )}
            </p>
            <ul className={rows.rows}>
              {notices.map((notice) => (
                <NoticeRow
                  key={notice.id}
                  notice={notice}
                  isNew={isNew(notice)}
                  busy={busy}
                  markRead={() => void marking.run([notice.id])}
                />
              ))}
            </ul>
          </>
        )}
      </PagedListStates>
    </div>
  );
}

function NoticeRow({
  notice,
  isNew,
  busy,
  markRead,
}: {
  notice: Notice;
  isNew: boolean;
  busy: boolean;
  markRead: () => void;
}) {
  const { t } = useTranslation('notifications');
  const { subject, link, created } = notice;
  return (
    <li className={cx(rows.row, isNew && styles.unread)}>
      {isNew && <span className={styles.unreadMark}>{t('unread')}</span>}
      {link ? (
        <Link className={cx(styles.subject, tapTargetStyles.lone)} to={link}>
          {subject}
        </Link>
      ) : (
        <span className={styles.subject}>{subject}</span>
      )}
      <span className={rows.note}>
        {created && <time dateTime={created.toISOString()}>{formatDate(created)}</time>}
        {!notice.mailed && ` · ${t('notMailed')}`}
      </span>
      {isNew && (
        <Button variant="secondary" disabled={busy} aria-label={t('markReadOf', { subject })} onClick={markRead}>
          {t('markRead')}
        </Button>
      )}
    </li>
  );
}
