import { Navigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/useTranslation';
import { ErrorState, LoadingState } from '../../../components/list-states/ListStates';
import { Button, Section } from '../../../components/ui';
import { useLoad } from '../../../lib/data/use-load';
import { AUTH_PATHS, useAuth } from '../../auth';
import { loadAccountData } from '../api/account';
import { DeleteAccount } from '../components/DeleteAccount';
import { DownloadData } from '../components/DownloadData';
import { Membership } from '../components/Membership';
import { Withdrawals } from '../components/Withdrawals';
import './account.css';

/**
 * "My account", for any signed-in member (spec: member self-service): their membership with links
 * to the screens that edit it, Withdraw for their unpublished posts and proposals, a copy of their
 * data as JSON, deleting the account, and sign-out. A signed-out visitor is sent to sign in.
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const { user, status, type, logout } = useAuth();
  const uid = user?.uid ?? '';
  const loaded = useLoad(uid, () => loadAccountData(uid, user?.email ?? null));

  if (!user) return <Navigate to={AUTH_PATHS.signIn} replace />;

  let body;
  if (loaded.status === 'loading') {
    body = <LoadingState label={t('loading')} />;
  } else if (loaded.status === 'error') {
    body = <ErrorState message={t('loadError')} onRetry={loaded.retry} />;
  } else {
    const { data, reload } = loaded;
    body = (
      <>
        <Section variant="plain" title={t('membership.title')}>
          <Membership status={status} type={type} card={data.card} />
        </Section>
        <Section variant="plain" title={t('withdraw.title')}>
          <Withdrawals posts={data.posts} proposals={data.proposals} onChange={reload} />
        </Section>
        <Section variant="plain" title={t('download.title')}>
          <DownloadData uid={user.uid} email={user.email} />
        </Section>
        <Section variant="plain" title={t('delete.title')}>
          <DeleteAccount user={user} posts={data.posts.length} proposals={data.proposals.length} />
        </Section>
      </>
    );
  }

  return (
    <div className="page-body account-page">
      <h1>{t('title')}</h1>
      <p>{t('lead', { email: user.email ?? '' })}</p>
      <Button variant="secondary" onClick={() => void logout()}>
        {t('auth:logout')}
      </Button>
      {body}
    </div>
  );
}
