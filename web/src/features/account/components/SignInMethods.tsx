import { useState } from 'react';
import type { User } from 'firebase/auth';
import { FormError } from '@/components/form';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { notify } from '@/lib/toast/notify';
import { useAuth } from '@/features/auth';
import { credentialErrorKey } from '@/features/account/api/credential-errors';

const credentials = () => import('@/features/account/api/credentials');

const GOOGLE = 'google.com';

/** How the member signs in, and "Link a Google account" for an account without one. */
export function SignInMethods({ user }: { user: User }) {
  const { t, list } = useTranslation('account');
  const { checkEmail } = useAuth();
  const [providers, setProviders] = useState(() => user.providerData.map((provider) => provider.providerId));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const names = providers
    .map((id) => (id === 'password' ? t('signIn.methods.password') : id === GOOGLE ? t('signIn.methods.google') : id))
    .join(t('signIn.methods.and'));

  const link = async () => {
    setError(null);
    setBusy(true);
    try {
      setProviders(await (await credentials()).linkGoogle(user));
      notify('success', t('signIn.methods.linked'));
      // A Google account of the same address verifies it: the page then says so at once.
      await checkEmail().catch((caught: unknown) => console.error('Checking the e-mail verification failed', caught));
    } catch (caught) {
      console.error('Linking Google failed', caught);
      setError(t(credentialErrorKey((caught as { code?: string }).code)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>{t('signIn.methods.lead', { methods: names })}</p>
      {!providers.includes(GOOGLE) && (
        <>
          <p>{t('signIn.methods.linkLead')}</p>
          <ul>
            {list('signIn.methods.linkNotes').map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => void link()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('signIn.methods.busy') : t('signIn.methods.linkGoogle')}
          </Button>
        </>
      )}
      <FormError message={error} />
    </>
  );
}
