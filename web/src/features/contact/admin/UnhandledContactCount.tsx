import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { useLoad } from '@/lib/data/use-load';
import { countUnhandled } from '@/features/contact/api/inbox';
import { CONTACT_INBOX_SECTION } from '@/features/contact/admin-section';
import { useInboxVersion } from './inbox-changes';
import styles from './inbox.module.css';

/** Read again after each change in the inbox and when `refreshKey` changes. */
export function UnhandledContactCount({ refreshKey = '' }: { refreshKey?: string }) {
  const { t } = useTranslation();
  const version = useInboxVersion();
  const result = useLoad(`unhandled-${refreshKey}-${version}`, countUnhandled);
  // While a count loads the line keeps its place (an empty status), so nothing below moves.
  if (result.status === 'loading') return <p className={styles.count} role="status" />;
  return (
    <p className={styles.count} role="status">
      {result.status === 'error'
        ? t('contact:inbox.countError')
        : t('contact:inbox.unhandledCount', { count: result.data })}{' '}
      <Link to={`?section=${CONTACT_INBOX_SECTION}`}>{t('contact:inbox.openInbox')}</Link>
    </p>
  );
}
