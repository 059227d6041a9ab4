import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { HomeTeasers } from './HomeTeasers';
import { AUTH_PATHS, useAuth } from '../../features/auth';

/**
 * Community home: what Voices of Africa is, for a signed-in member their status and next step, then
 * the latest posts, highlights of the library and banned books, and the advisory board.
 */
export default function CommunityHomePage() {
  const { t } = useTranslation();
  const { user, status, type, logout } = useAuth();

  return (
    <>
      <section className="community-home" aria-labelledby="community-title">
        <h1 id="community-title">{t('community:title')}</h1>
        <p>{t('community:intro')}</p>
        <aside className="community-home__member" aria-label={t('community:memberPanel')}>
          {user === null ? (
            <p>
              {t('community:signedOut')} <Link to={AUTH_PATHS.signIn}>{t('auth:signIn')}</Link>
            </p>
          ) : status === 'active' ? (
            <p>{t('community:welcomeMember', { type: type ? t(`community:types.${type}`) : '' })}</p>
          ) : status === 'suspended' ? (
            <p>{t('community:suspended')}</p>
          ) : (
            <p>
              {t(status === 'pending' ? 'community:pendingNext' : 'community:applyNext')}{' '}
              <Link to={AUTH_PATHS.onboarding}>{t('community:toOnboarding')}</Link>
            </p>
          )}
          {user && (
            <button type="button" className="button button--link" onClick={() => void logout()}>
              {t('auth:logout')}
            </button>
          )}
        </aside>
      </section>
      <HomeTeasers />
    </>
  );
}
