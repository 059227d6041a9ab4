import { useState } from 'react';
import type { User } from 'firebase/auth';
import { FormError } from '@/components/form';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { notify } from '@/lib/toast/notify';
import { useAuth } from '@/features/auth';
import { CREDENTIAL_ERRORS } from '@/features/account/api/credential-errors';
import { useAction } from '@/lib/actions/use-action';

const credentials = () => import('@/features/account/api/credentials');

const GOOGLE = 'google.com';

/** How the member signs in, and "Link a Google account" for an account without one. */
export function SignInMethods({ user }: { user: User }) {
  const { t, list } = useTranslation('account');
  const { checkEmail } = useAuth();
  const [providers, setProviders] = useState(() => user.providerData.map((provider) => provider.providerId));

  const names = providers
    .map((id) => (id === 'password' ? t('signIn.methods.password') : id === GOOGLE ? t('signIn.methods.google') : id))
    .join(t('signIn.methods.and'));

  const linking = useAction(
    async () => {
      setProviders(await (await credentials()).linkGoogle(user));
      notify('success', t('signIn.methods.linked'));
      // A Google account of the same address verifies it: the page then says so at once.
      await checkEmail().catch((caught: unknown) => console.error('Checking the e-mail verification failed', caught));
    },
    { what: 'Linking Google', failure: CREDENTIAL_ERRORS },
  );
  const { busy, error } = linking;
  const link = () => linking.run();

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
