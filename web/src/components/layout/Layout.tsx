import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

const ToastArea = lazy(() => import('./ToastArea'));

/** Every page: skip link, header, main, footer and the toast area (spec section 1). */
export function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        <ToastArea />
      </Suspense>
    </>
  );
}
