import { lazy, Suspense, type ComponentProps } from 'react';
import { NavLink } from 'react-router-dom';
import { loadNamespaces } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/useTranslation';
import { whenIdle } from '@/lib/dom/when-idle';
import { cx } from '@/components/ui/cx';

/** The bell's code and words load once the page is idle, for members only: never in a visitor's first load. */
const NoticesLink = lazy(() =>
  whenIdle()
    .then(() => Promise.all([import('./NoticesLink'), loadNamespaces(['notifications'])]))
    .then(([module]) => module),
);

type Props = ComponentProps<typeof NoticesLink>;

/**
 * Where the bell goes, in the bar or the phone menu. Until its code has come the menu already has the
 * link, without a count, and the bar keeps the bell's place: nothing under the reader's thumb moves.
 */
export function NoticesSlot(props: Props) {
  return (
    <Suspense fallback={<Waiting {...props} />}>
      <NoticesLink {...props} />
    </Suspense>
  );
}

function Waiting({ notices, variant, className }: Props) {
  const { t } = useTranslation('nav');
  return variant === 'menu' ? (
    <NavLink to={notices.to} className={cx(className)}>
      {t('notifications')}
    </NavLink>
  ) : (
    // Sized by the bar's style sheet (Header.module.css), which the page has already.
    <span className={className} data-bell-place="" aria-hidden="true" />
  );
}
