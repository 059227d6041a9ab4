import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { toastConfig } from './toast-config';

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
      <ToastContainer {...toastConfig} aria-label={t('toasts.region')} />
    </>
  );
}
