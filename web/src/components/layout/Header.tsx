import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { site } from '@/config/site';
import { AccountDoor } from './AccountDoor';
import { DesktopNav } from './DesktopNav';
import type { Door } from './door';
import { useHostKind } from './host';
import { useScrolledPast } from './hooks/useScrolledPast';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { navigationFor } from './navigation';
import { NoticesSlot } from './NoticesSlot';
import { SocialLinks } from './SocialLinks';
import { cx } from '@/components/ui/cx';
import styles from './Header.module.css';

/** Spec section 9: the header becomes sticky once the page has scrolled this far. */
export const STICKY_AFTER_PX = 350;

/** The door: at the end of the bar on wide screens, inside the menu on small ones. */
export function Header({ door }: { door?: Door | undefined } = {}) {
  const { t } = useTranslation('nav');
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const items = navigationFor(useHostKind());
  return (
    <header className={styles.header} data-sticky={sticky}>
      <div className={styles.inner} data-door={door?.kind}>
        <Link to="/home/" className={cx(styles.brand)} aria-label={t('home', { name: site.name })}>
          <Logo width={65} height={60} className={styles.logo} />
          <span className={styles.name} aria-hidden="true">
            {site.name}
          </span>
        </Link>
        <DesktopNav items={items} className={styles.desktop} />
        <SocialLinks className={styles.socials} />
        {door?.kind === 'member' && door.notices ? (
          <NoticesSlot notices={door.notices} variant="bar" className={styles.door} />
        ) : null}
        {door ? <AccountDoor door={door} className={styles.door} /> : null}
        <MobileMenu items={items} door={door} className={styles.mobile} />
      </div>
    </header>
  );
}
