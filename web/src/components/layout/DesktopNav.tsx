import { ChevronDown } from 'lucide-react';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useDismiss } from './hooks/useDismiss';
import type { NavItem } from './navigation';
import { cx } from '@/components/ui/cx';
import styles from './DesktopNav.module.css';

/**
 * The disclosure-navigation pattern: Enter or Space toggles, arrows move, Home / End jump, Escape and Tab out close.
 */
export function DesktopNav({ items, className }: { items: readonly NavItem[]; className?: string | undefined }) {
  const { t } = useTranslation('nav');
  const [openId, setOpenId] = useState<string | null>(null);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // A new page closes any open drop-down.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpenId(null);
  }

  // A click anywhere outside the bar closes the open drop-down.
  useDismiss(
    navRef,
    openId !== null,
    useCallback(() => setOpenId(null), []),
  );

  return (
    <nav ref={navRef} aria-label={t('label')} className={className}>
      <ul className={styles.bar}>
        {items.map((item) =>
          item.children ? (
            <Dropdown
              key={item.id}
              item={item}
              open={openId === item.id}
              onOpenChange={(open) => setOpenId(open ? item.id : null)}
            />
          ) : (
            <li key={item.id} className={styles.item}>
              <NavLink to={item.to ?? '/'} className={cx(styles.link)}>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function Dropdown({
  item,
  open,
  onOpenChange,
}: {
  item: NavItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('nav');
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const label = t(item.labelKey);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  // The list is `hidden` until the open state is rendered: render it now, then move focus.
  const openAndFocus = (index: number) => {
    flushSync(() => onOpenChange(true));
    focusLink(index);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      onOpenChange(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusLink(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      className={styles.item}
      data-open={open}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <span className={styles.group}>
        {item.to ? (
          <NavLink to={item.to} className={cx(styles.link)}>
            {label}
          </NavLink>
        ) : null}
        <button
          ref={buttonRef}
          type="button"
          className={item.to ? styles.toggle : cx(styles.link, styles.toggleWithLabel)}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={item.to ? t('submenu', { label }) : undefined}
          onClick={() => onOpenChange(!open)}
          onKeyDown={onButtonKeyDown}
        >
          {item.to ? null : label}
          <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
        </button>
      </span>
      <ul id={listId} ref={listRef} className={styles.menu} hidden={!open} onKeyDown={onListKeyDown}>
        {item.children?.map((child) => (
          <li key={child.to}>
            <Link to={child.to} className={cx(styles.menuLink)}>
              {t(child.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
