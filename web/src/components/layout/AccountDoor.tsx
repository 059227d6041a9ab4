import { ChevronDown, UserRound } from 'lucide-react';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { cx } from '@/components/ui/cx';
import type { Door } from './door';
import { useDismiss } from './hooks/useDismiss';
// The account menu is a drop-down like the bar's, and looks like one.
import nav from './DesktopNav.module.css';
import styles from './AccountDoor.module.css';

/** The header's door on wide screens: "Sign in" for a visitor, the account menu for a member. */
export function AccountDoor({ door, className }: { door: Door; className?: string | undefined }) {
  const { t } = useTranslation('nav');
  if (door.kind === 'visitor') {
    return (
      <Link to={door.signInTo} className={cx(nav.link, styles.signIn, className)}>
        {t('signIn')}
      </Link>
    );
  }
  return <AccountMenu door={door} className={className} />;
}

/** Escape closes and returns focus; a press outside, Tab out or a new page closes it. */
function AccountMenu({ door, className }: { door: Extract<Door, { kind: 'member' }>; className?: string | undefined }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useDismiss(
    rootRef,
    open,
    useCallback(() => setOpen(false), []),
  );

  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={cx(nav.item, styles.door, className)}
      data-open={open}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={nav.link}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <UserRound aria-hidden="true" size={18} />
        {t('accountMenu')}
        <ChevronDown aria-hidden="true" size={16} className={nav.chevron} />
      </button>
      <ul id={listId} className={nav.menu} hidden={!open}>
        {door.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={nav.menuLink}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cx(nav.menuLink, styles.signOut)}
            onClick={() => {
              setOpen(false);
              door.signOut();
            }}
          >
            {t('signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
