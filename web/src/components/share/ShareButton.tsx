import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui';
import { canonicalUrl } from '@/components/head/canonical-url';
import { loadNamespaces } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/useTranslation';
import { useHydrated } from '@/lib/react/use-hydrated';
import styles from './share.module.css';

// Copy link and the networks' links, with their words, load at the first Share without a share
// sheet: a public page's first load carries only this button. Why: docs/decisions/0117-my-shelf-and-sharing.md
const ShareOptions = lazy(() =>
  Promise.all([import('./ShareOptions'), loadNamespaces(['share'])]).then(([module]) => ({
    default: module.ShareOptions,
  })),
);

/** Whether the browser has the device's share sheet (the Web Share API). */
const hasShareSheet = () => typeof navigator.share === 'function';

/**
 * "Share" for a page (a post, an album), by its canonical address: the device's share sheet where
 * there is one (phones), else Copy link and plain links to WhatsApp, X, Facebook and LinkedIn (no
 * script of theirs).
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const url = canonicalUrl(path);
  const sheet = hydrated && hasShareSheet();

  const share = async () => {
    if (!hasShareSheet()) {
      setOpen((wasOpen) => !wasOpen);
      return;
    }
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closed without sharing: nothing to do. Refused (no sheet for this page after all): the options.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setOpen(true);
    }
  };

  return (
    <div className={styles.share}>
      <Button variant="secondary" aria-expanded={sheet && !open ? undefined : open} onClick={() => void share()}>
        {t('share.button')}
      </Button>
      {open && (
        <Suspense>
          <ShareOptions title={title} url={url} />
        </Suspense>
      )}
    </div>
  );
}
