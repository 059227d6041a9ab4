import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { formatDate } from '@/i18n/format';
import { LIMITS } from '@/lib/model';
import type { AccountDocument } from '@/features/account/api/account';
import styles from '@/features/account/pages/AccountPage.module.css';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export function Notifications({ notifications }: { notifications: AccountDocument[] }) {
  const { t } = useTranslation('account');
  const latest = notifications.slice(0, LIMITS.query.notifications);
  if (latest.length === 0) return <p>{t('notifications.none')}</p>;
  return (
    <ul className={styles.accountList}>
      {latest.map((notice) => {
        const subject = textOf(notice.subject);
        const link = textOf(notice.link);
        const created = textOf(notice.created);
        return (
          <li key={notice.id} className={styles.accountItem}>
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
          </li>
        );
      })}
    </ul>
  );
}
