import { lazy, Suspense, type ComponentProps } from 'react';
import { whenIdle } from '@/lib/dom/when-idle';

/** The bell's code (and the SDK it follows the count with) loads once the page is idle: never for a visitor. */
const NoticesLink = lazy(() => whenIdle().then(() => import('./NoticesLink')));

/** Where the bell goes, in the bar or the phone menu: empty until its code has come. */
export function NoticesSlot(props: ComponentProps<typeof NoticesLink>) {
  return (
    <Suspense fallback={null}>
      <NoticesLink {...props} />
    </Suspense>
  );
}
