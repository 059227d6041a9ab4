import type { User } from 'firebase/auth';
import { useTranslation } from '@/i18n/useTranslation';
import { EmailVerification, useAuth } from '@/features/auth';
import { ACCOUNT_PATH } from '@/features/account/path';
import { ChangeEmail } from './ChangeEmail';
import { ChangePassword } from './ChangePassword';
import { SignInMethods } from './SignInMethods';
import styles from '@/features/account/pages/AccountPage.module.css';

export function AccountSignIn({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { emailVerified } = useAuth();
  const hasPassword = user.providerData.some((provider) => provider.providerId === 'password');
  return (
    <>
      <p>
        {t('signIn.email', { email: user.email ?? '' })} {emailVerified && t('signIn.verified')}
      </p>
      <EmailVerification continuePath={ACCOUNT_PATH} reason={t('signIn.verifyReason')} level={3} />
      <details className={styles.accountDisclosure}>
        <summary>{t('signIn.changeEmail.toggle')}</summary>
        <ChangeEmail user={user} method={hasPassword ? 'password' : 'google'} />
      </details>
      {hasPassword ? (
        <details className={styles.accountDisclosure}>
          <summary>{t('signIn.changePassword.toggle')}</summary>
          <ChangePassword user={user} />
        </details>
      ) : (
        <p>{t('signIn.noPassword')}</p>
      )}
      <SignInMethods user={user} />
    </>
  );
}
