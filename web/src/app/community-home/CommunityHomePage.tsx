import { useTranslation } from '@/i18n/useTranslation';
import communityArt from '@/assets/images/hero-community.jpg?responsive';
import { Button, Card, CardGrid, LinkButton, PageHeader, Section } from '@/components/ui';
import { ACCOUNT_PATH } from '@/features/account';
import { AUTH_PATHS, useAuth } from '@/features/auth';
import { BLOG_PATHS } from '@/features/blog';
import { DIRECTORY_KINDS, directoryPaths, type DirectoryKind } from '@/features/directory';
import { HomeTeasers } from './HomeTeasers';
import styles from './CommunityHome.module.css';

const isDirectoryKind = (type: string | null): type is DirectoryKind =>
  (DIRECTORY_KINDS as readonly (string | null)[]).includes(type);

/**
 * Prerendered signed out; a member's version is rendered after the auth gate opens, never hydrated over the signed-out
 * HTML (docs/architecture.md, "The auth gate").
 */
function MembershipPanel() {
  const { t } = useTranslation();
  const { user, status, type, logout } = useAuth();

  let body;
  if (user === null) {
    body = (
      <>
        <p>{t('community:signedOut')}</p>
        <p>{t('community:howToJoin')}</p>
        <div className={styles.actions}>
          <LinkButton to={AUTH_PATHS.signIn}>{t('community:signInAction')}</LinkButton>
          <LinkButton to={`${AUTH_PATHS.signIn}?mode=signup`} variant="secondary">
            {t('community:applyAction')}
          </LinkButton>
        </div>
      </>
    );
  } else if (status === 'active') {
    body = (
      <>
        <p>{t('community:welcomeMember', { type: type ? t(`community:types.${type}`) : '' })}</p>
        <div className={styles.actions}>
          {type === 'voice' && <LinkButton to={BLOG_PATHS.write}>{t('community:writePost')}</LinkButton>}
          {isDirectoryKind(type) && (
            <LinkButton to={directoryPaths[type].profiles} variant={type === 'voice' ? 'secondary' : 'primary'}>
              {t('community:yourCard')}
            </LinkButton>
          )}
        </div>
      </>
    );
  } else if (status === 'suspended') {
    body = (
      <>
        <p>{t('community:suspended')}</p>
        <div className={styles.actions}>
          <LinkButton to={ACCOUNT_PATH}>{t('community:suspendedWhy')}</LinkButton>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p>{t(status === 'pending' ? 'community:pendingNext' : 'community:applyNext')}</p>
        <div className={styles.actions}>
          <LinkButton to={AUTH_PATHS.onboarding}>{t('community:toOnboarding')}</LinkButton>
        </div>
      </>
    );
  }

  return (
    <aside className={styles.communityPanel} aria-label={t('community:memberPanel')}>
      <h2 className={styles.title}>{t('community:memberPanel')}</h2>
      {body}
      {user && (
        <Button variant="secondary" className={styles.signout} onClick={() => void logout()}>
          {t('auth:logout')}
        </Button>
      )}
    </aside>
  );
}

/** The three member directories, open to everyone: who writes, who mentors, who reads. */
function MemberDirectories() {
  const { t } = useTranslation();
  return (
    <Section title={t('community:members.title')}>
      <CardGrid>
        {DIRECTORY_KINDS.map((kind) => (
          <Card key={kind} title={t(`community:members.${kind}.title`)} to={directoryPaths[kind].public}>
            <p>{t(`community:members.${kind}.lead`)}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

export default function CommunityHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('community:eyebrow')}
        title={t('community:title')}
        lead={t('community:intro')}
        art={{ picture: communityArt, alt: '' }}
        aside={<MembershipPanel />}
      />
      <HomeTeasers />
      <MemberDirectories />
    </>
  );
}
