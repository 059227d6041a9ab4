import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { formatDate } from '@/i18n/format';
import { Button } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import { useAction } from '@/lib/actions/use-action';
import { LIMITS, isUnread } from '@/lib/model';
import type { AccountDocument } from '@/features/account/api/account';
import { markNoticesRead } from '@/features/account/api/notices';
import styles from '@/features/account/pages/AccountPage.module.css';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export function Notifications({ uid, notifications }: { uid: string; notifications: AccountDocument[] }) {
  const { t } = useTranslation('account');
  // Marked read on this page (stored already): the list changes without reading it again.
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  // Where the focus goes once the button pressed is gone: the line that says what is left unread.
  const summary = useRef<HTMLParagraphElement>(null);
  const marking = useAction(
    async (ids: readonly string[]) => {
      await markNoticesRead(uid, ids);
      setMarked((before) => new Set([...before, ...ids]));
      summary.current?.focus();
    },
    { what: 'Marking notices read', failure: { default: 'account:notifications.markFailed' }, show: 'toast' },
  );

  if (notifications.length === 0) return <p>{t('notifications.none')}</p>;
  const unread = (notice: AccountDocument) => isUnread(notice) && !marked.has(notice.id);
  const unreadIds = notifications.filter(unread).map((notice) => notice.id);
  const latest = notifications.slice(0, LIMITS.query.notifications);

  return (
    <>
      <p ref={summary} tabIndex={-1} className={cx(styles.actions, styles.noticeSummary)}>
        {unreadIds.length === 0 ? (
          t('notifications.allRead')
        ) : (
          <>
            <span>{t('notifications.unreadCount', { count: unreadIds.length })}</span>
            <Button variant="secondary" disabled={marking.busy} onClick={() => void marking.run(unreadIds)}>
              {t('notifications.markAllRead')}
            </Button>
          </>
        )}
      </p>
      <ul className={styles.accountList}>
        {latest.map((notice) => {
          const subject = textOf(notice.subject);
          const link = textOf(notice.link);
          const created = textOf(notice.created);
          const isNew = unread(notice);
          return (
            <li key={notice.id} className={cx(styles.accountItem, isNew && styles.unread)}>
              {isNew && <span className={styles.unreadMark}>{t('notifications.unread')}</span>}
              {link ? (
                <Link className={styles.title} to={link}>
                  {subject}
                </Link>
              ) : (
                <span className={styles.title}>{subject}</span>
              )}
              <span className={styles.status}>
                {created && <time dateTime={created}>{formatDate(new Date(created))}</time>}
                {notice.mailed === false && ` · ${t('notifications.notMailed')}`}
              </span>
              {isNew && (
                <Button
                  variant="secondary"
                  disabled={marking.busy}
                  aria-label={t('notifications.markReadOf', { subject })}
                  onClick={() => void marking.run([notice.id])}
                >
                  {t('notifications.markRead')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
