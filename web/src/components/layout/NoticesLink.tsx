import { Bell } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { UNREAD_SHOWN, useUnreadNotices } from '@/lib/notices/unread-notices';
import { cx } from '@/components/ui/cx';
import type { DoorNotices } from './door';
import styles from './NoticesLink.module.css';

/**
 * The bell: a link to the member's notices with their unread count (counted again while the page is
 * open). In the bar an icon, in the phone menu a line of text; no count at 0, "9+" past
 * UNREAD_SHOWN. Loaded after the page, for members only (NoticesSlot, decision 0122).
 */
export default function NoticesLink({
  notices,
  variant,
  className,
}: {
  notices: DoorNotices;
  variant: 'bar' | 'menu';
  className?: string | undefined;
}) {
  const { t } = useTranslation('notifications');
  const unread = useUnreadNotices(notices.uid) ?? 0;
  const capped = unread > UNREAD_SHOWN;
  const name = capped ? t('bell.nameMore', { count: UNREAD_SHOWN }) : t('bell.name', { count: unread });
  return (
    <NavLink to={notices.to} className={cx(styles.link, className)} data-variant={variant} aria-label={name}>
      {variant === 'bar' ? <Bell aria-hidden="true" size={20} /> : t('nav:notifications')}
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {capped ? `${UNREAD_SHOWN}+` : unread}
        </span>
      )}
    </NavLink>
  );
}
