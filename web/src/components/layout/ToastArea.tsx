import { useTranslation } from '@/i18n/useTranslation';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import '@/styles/toasts.css';
import { toastConfig } from './toast-config';

/** Spec section 9. Lazy, so react-toastify is in no first load; toasts raised earlier are queued. */
export default function ToastArea() {
  const { t } = useTranslation();
  return <ToastContainer {...toastConfig} aria-label={t('toasts.region')} />;
}
