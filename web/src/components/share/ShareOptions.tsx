import { useId, useState } from 'react';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { notify } from '@/lib/toast/notify';
import styles from './share.module.css';

/** The networks' own share addresses: plain links, no script of theirs. */
function shareLinks(title: string, url: string) {
  const address = encodeURIComponent(url);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${address}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${address}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${address}` },
  ];
}

/** The address, focused and selected: Ctrl+C (or the phone's Copy) copies it. */
const selectForCopy = (input: HTMLInputElement | null) => {
  input?.focus();
  input?.select();
};

/**
 * Where there is no share sheet: Copy link (a toast says it is copied; if the browser refuses, the
 * address is shown selected, to copy by hand) and the networks' links, each in a new tab.
 */
export function ShareOptions({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('share');
  const [refused, setRefused] = useState(false);
  const addressId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setRefused(false);
      notify('success', t('copied'));
    } catch (error) {
      // No clipboard (an insecure page) or a refusal (a permission, a policy): copying by hand still works.
      console.error('Copying the link failed', error);
      setRefused(true);
    }
  };

  return (
    <div className={styles.options} role="group" aria-label={t('label')}>
      <Button variant="secondary" onClick={() => void copy()}>
        {t('copy')}
      </Button>
      {refused && (
        <p role="alert" className={styles.refused}>
          <label htmlFor={addressId}>{t('copyRefused')}</label>
          <input id={addressId} readOnly value={url} ref={selectForCopy} />
        </p>
      )}
      <p className={styles.networks}>{t('networks')}</p>
      <ul className={styles.links}>
        {shareLinks(title, url).map((link) => (
          <li key={link.name}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
