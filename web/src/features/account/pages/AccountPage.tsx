import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { Button, Section, pageFrameStyles, tapTargetStyles } from '@/components/ui';
import { useLoad } from '@/lib/data/use-load';
import { NOTICE_LINKS } from '@/lib/model';
import { UNREAD_SHOWN, useUnreadNotices } from '@/lib/notices/unread-notices';
import { useAdminRights } from '@/lib/auth/use-admin-rights';
import { signInPath, useAuth } from '@/features/auth';
import { MyShelf, SHELF_SECTION_ID } from '@/features/shelf';
import { MyFollows } from '@/features/follows';
import { loadAccountData } from '@/features/account/api/account';
import { AccountSignIn } from '@/features/account/components/AccountSignIn';
import { DeleteAccount } from '@/features/account/components/DeleteAccount';
import { DownloadData } from '@/features/account/components/DownloadData';
import { MailPreferences } from '@/features/account/components/MailPreferences';
import { Membership } from '@/features/account/components/Membership';
import { choiceOf } from '@/features/account/api/mail-preferences';
import { MyWriting } from '@/features/account/components/MyWriting';
import { Withdrawals } from '@/features/account/components/Withdrawals';
import styles from './AccountPage.module.css';
import { cx } from '@/components/ui/cx';

export default function AccountPage() {
  const { t } = useTranslation('account');
  const { user, status, type, logout } = useAuth();
  const location = useLocation();
  // Once the account is deleted, the member goes home (not to sign-in, as a signed-out visitor would).
  const [deleted, setDeleted] = useState(false);
  // Withdrawn items leave the lists at once (no reload: the page and the focus stay where they are).
  const [withdrawn, setWithdrawn] = useState<ReadonlySet<string>>(new Set());
  const uid = user?.uid ?? '';
  const isAdmin = useAdminRights(user) === 'admin';
  const loaded = useLoad(uid, async () => (uid ? loadAccountData(uid, user?.email ?? null) : null));
  // A link to a section (a mail's "choose which e-mails", #mail) is followed once the sections
  // exist by the app's navigation scroll (lib/routing/navigation-scroll.ts), which waits for them.

  if (deleted) return <Navigate to="/home/" replace />;
  if (!user) return <Navigate to={signInPath(location.pathname)} replace />;

  let body;
  if (loaded.status === 'error') {
    body = <ErrorState message={t('loadError')} onRetry={loaded.retry} />;
  } else if (loaded.status === 'loading' || !loaded.data) {
    // No data only for the empty key of a signed-out render, which the Navigate above ends.
    body = <LoadingState label={t('loading')} />;
  } else {
    const kept = (itemKey: string) => !withdrawn.has(itemKey);
    const posts = loaded.data.posts.filter((post) => kept(`post:${post.id}`));
    const proposals = loaded.data.proposals.filter((proposal) => kept(`proposal:${proposal.id}`));
    const data = { ...loaded.data, posts, proposals };
    const onWithdrawn = (itemKey: string) => setWithdrawn((keys) => new Set(keys).add(itemKey));
    body = (
      <>
        <Section variant="plain" title={t('membership.title')}>
          <Membership
            status={status}
            type={type}
            card={data.card}
            heldCard={data.heldCard}
            suspensionReason={typeof data.profile?.suspensionReason === 'string' ? data.profile.suspensionReason : ''}
          />
        </Section>
        <Section variant="plain" title={t('signIn.title')}>
          <AccountSignIn user={user} />
        </Section>
        {(loaded.data.posts.length > 0 || (status === 'active' && type === 'voice')) && (
          <Section variant="plain" id="writing" title={t('writing.title')}>
            <MyWriting
              posts={data.posts}
              canEdit={status === 'active' && type === 'voice'}
              canWithdraw={status !== 'suspended'}
              onWithdrawn={onWithdrawn}
            />
          </Section>
        )}
        {/* A suspended member may withdraw nothing (firestore.rules, notSuspended): no buttons that would fail. */}
        {status !== 'suspended' && loaded.data.proposals.length > 0 && (
          <Section variant="plain" title={t('withdraw.title')}>
            <Withdrawals proposals={data.proposals} onWithdrawn={onWithdrawn} />
          </Section>
        )}
        <Section variant="plain" id={SHELF_SECTION_ID} title={t('shelf:title')}>
          <MyShelf uid={user.uid} />
        </Section>
        <Section variant="plain" id="follows" title={t('follows:title')}>
          <p>{t('follows:lead')}</p>
          <MyFollows uid={user.uid} />
        </Section>
        <Section variant="plain" title={t('notifications.title')}>
          <NotificationsLink uid={user.uid} />
        </Section>
        <Section variant="plain" id="mail" title={t('mail.title')}>
          <MailPreferences uid={user.uid} initial={choiceOf(data.mailPreferences)} admin={isAdmin} />
        </Section>
        <Section variant="plain" title={t('download.title')}>
          <DownloadData uid={user.uid} email={user.email} />
        </Section>
        <Section variant="plain" title={t('delete.title')}>
          <DeleteAccount
            user={user}
            posts={data.posts.length}
            comments={data.comments.length}
            proposals={data.proposals.length}
            onDeleted={() => setDeleted(true)}
          />
        </Section>
      </>
    );
  }

  return (
    <div className={cx(pageFrameStyles.pageBody, styles.accountPage)}>
      <h1>{t('title')}</h1>
      <p>{t('lead', { email: user.email ?? '' })}</p>
      <Button variant="secondary" onClick={() => void logout()}>
        {t('auth:logout')}
      </Button>
      {body}
    </div>
  );
}

/** The notices have a page of their own (the bell's): here a link to it, with the count of new ones. */
function NotificationsLink({ uid }: { uid: string }) {
  const { t } = useTranslation('account');
  const unread = useUnreadNotices(uid) ?? 0;
  return (
    <p>
      <Link to={NOTICE_LINKS.notifications} className={tapTargetStyles.lone}>
        {unread > UNREAD_SHOWN
          ? t('notifications.linkMore', { count: UNREAD_SHOWN })
          : t('notifications.link', { count: unread })}
      </Link>
    </p>
  );
}
