import { lazy, Suspense, type ComponentProps } from 'react';
import { loadNamespaces } from '@/i18n/i18n';
import { whenIdle } from '@/lib/dom/when-idle';

/** The bell's code and words load once the page is idle, for members only: never in a visitor's first load. */
const NoticesLink = lazy(() =>
  whenIdle()
    .then(() => Promise.all([import('./NoticesLink'), loadNamespaces(['notifications'])]))
    .then(([module]) => module),
);

/** Where the bell goes, in the bar or the phone menu: empty until its code has come. */
export function NoticesSlot(props: ComponentProps<typeof NoticesLink>) {
  return (
    <Suspense fallback={null}>
      <NoticesLink {...props} />
    </Suspense>
  );
}
