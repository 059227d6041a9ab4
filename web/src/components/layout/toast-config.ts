import type { ToastContainerProps } from 'react-toastify';

/** Spec section 9: 4000 ms, at most 3 at once, bottom-right; Alt+T moves focus to the toasts. */
export const toastConfig = {
  position: 'bottom-right',
  autoClose: 4000,
  limit: 3,
  hotKeys: (event: KeyboardEvent) => event.altKey && event.code === 'KeyT',
} as const satisfies ToastContainerProps;
