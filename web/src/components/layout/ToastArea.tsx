import { useTranslation } from '@/i18n/useTranslation';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import '@/styles/toasts.css';
import { toastConfig } from './toast-config';

/**
 * The toast region (spec section 9). Loaded lazily by the layout, so react-toastify and its CSS
 * are not part of a page's first load; toasts raised before it mounts are queued by react-toastify
 * and shown as soon as it does.
 */
export default function ToastArea() {
  const { t } = useTranslation();
  return <ToastContainer {...toastConfig} aria-label={t('toasts.region')} />;
}
