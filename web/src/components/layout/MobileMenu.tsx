import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { site } from '@/config/site';
import { useDelayedFlag } from './hooks/useDelayedFlag';
import { useScrollLock } from './hooks/useScrollLock';
import { Logo } from './Logo';
import type { Door } from './door';
import type { NavItem } from './navigation';
import { NoticesSlot } from './NoticesSlot';
import { SocialLinks } from './SocialLinks';
import { cx } from '@/components/ui/cx';
import styles from './MobileMenu.module.css';
import { keepTabInside } from '@/lib/dom/focus-trap';

/** Spec section 9: the menu's items appear this long after it opens. */
export const MOBILE_ITEMS_DELAY_MS = 100;

/**
 * The door comes first: on a phone it is the one way to sign in. Focus stays in the panel while open and returns to the
 * toggle, unless a new page has taken it.
 */
export function MobileMenu({
  items,
  door,
  className,
}: {
  items: readonly NavItem[];
  door?: Door | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const itemsShown = useDelayedFlag(open, MOBILE_ITEMS_DELAY_MS);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useScrollLock(open);

  // Navigating (a link in the menu, or back/forward) closes the menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  // Focus in on open; back to the toggle on close, unless the page a link opened has moved it to
  // its heading (PageAnnouncer) while the panel, and the focus in it, went away.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) closeRef.current?.focus();
    else if (wasOpen.current && (!document.activeElement || document.activeElement === document.body))
      toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Keep Tab inside the panel while it is modal.
  const trapTab = (event: KeyboardEvent) => keepTabInside(panelRef.current, event);

  return (
    <div className={className}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" size={24} />
        <span className="visually-hidden">{t('openMenu')}</span>
      </button>
      {open ? (
        <>
          <div className={styles.overlay} data-testid="mobile-menu-overlay" onClick={() => setOpen(false)} />
          <div
            ref={panelRef}
            id="mobile-menu"
            className={styles.panel}
            role="dialog"
            aria-modal="true"
            aria-label={t('mobileLabel')}
            onKeyDown={trapTab}
          >
            <div className={styles.top}>
              <Link to="/home/" className={cx(styles.brand)} aria-label={t('home', { name: site.name })}>
                <Logo width={65} height={60} className={styles.logo} />
              </Link>
              <button ref={closeRef} type="button" className={styles.toggle} onClick={() => setOpen(false)}>
                <X aria-hidden="true" size={24} />
                <span className="visually-hidden">{t('closeMenu')}</span>
              </button>
            </div>
            {door && itemsShown ? <MenuDoor door={door} close={() => setOpen(false)} /> : null}
            <nav
              aria-label={t('mobileLabel')}
              className={styles.menu}
              // A link to the page already shown does not change the path: close on any link click.
              onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
            >
              {itemsShown ? (
                <ul className={styles.items}>
                  {items.map((item) => (
                    <li key={item.id}>
                      {item.to ? (
                        <NavLink to={item.to} className={cx(styles.item)}>
                          {t(item.labelKey)}
                        </NavLink>
                      ) : (
                        <span className={styles.heading}>{t(item.labelKey)}</span>
                      )}
                      {item.children?.length ? (
                        <ul className={styles.subitems}>
                          {item.children.map((child) => (
                            <li key={child.to}>
                              <NavLink to={child.to} className={cx(styles.subitem)}>
                                {t(child.labelKey)}
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </nav>
            <hr className={styles.separator} />
            <SocialLinks className={styles.socials} />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The door at the top of the menu; following a link or signing out closes the menu. */
function MenuDoor({ door, close }: { door: Door; close: () => void }) {
  const { t } = useTranslation('nav');
  return (
    <ul
      className={cx(styles.items, styles.door)}
      onClick={(event) => (event.target as Element).closest('a') && close()}
    >
      {door.kind === 'visitor' ? (
        <li>
          <Link to={door.signInTo} className={styles.item}>
            {t('signIn')}
          </Link>
        </li>
      ) : (
        <>
          {door.links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={cx(styles.item)}>
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
          {door.notices ? (
            <li>
              <NoticesSlot notices={door.notices} variant="menu" className={styles.item} />
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={cx(styles.item, styles.signOut)}
              onClick={() => {
                close();
                door.signOut();
              }}
            >
              {t('signOut')}
            </button>
          </li>
        </>
      )}
    </ul>
  );
}
