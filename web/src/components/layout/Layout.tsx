import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useNavigationScroll } from '@/lib/routing/navigation-scroll';
import { usePageLoading } from '@/lib/routing/page-loads';
import { subscribeToFirstToast, toastRaised } from '@/lib/toast/notify';
import { Outlet, useLocation } from 'react-router-dom';
import type { Door } from './door';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageAnnouncer } from './PageAnnouncer';
import { PageBoundary } from './PageBoundary';
import styles from './PageLoading.module.css';

const ToastArea = lazy(() => import('./ToastArea'));

/** Spec section 1. `door` comes from the app: this layer knows no session. */
export function Layout({ door }: { door?: Door | undefined } = {}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The next page's code is on its way while the current one stays on screen (a transition).
  const pageLoading = usePageLoading();
  // A new page opens at its top, Back returns to the place (decision 0107).
  useNavigationScroll();
  return (
    <>
      {pageLoading ? <div className={styles.bar} role="progressbar" aria-label={t('app.pageLoading')} /> : null}
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <PageAnnouncer />
      <Header door={door} />
      <main id="main" tabIndex={-1} aria-busy={pageLoading || undefined}>
        <PageBoundary
          pathname={pathname}
          fallback={
            <p className="page-failed" role="alert">
              {t('app.pageFailed')}
            </p>
          }
        >
          {/* Pages are lazy; the Suspense boundary is above the layout (app/routes.tsx), so the
              first load shows header, page and footer together instead of moving the footer. */}
          <Outlet />
        </PageBoundary>
      </main>
      <Footer />
      <ToastSlot />
    </>
  );
}

/**
 * Mounted with the page's first toast (`notify`): a reader never shown one never loads react-toastify.
 */
function ToastSlot() {
  const shown = useSyncExternalStore(subscribeToFirstToast, toastRaised, () => false);
  return shown ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}
