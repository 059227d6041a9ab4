import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { usePagedList } from '@/lib/data/use-paged-list';
import { fetchMemberAccounts, type MemberAccount } from '@/features/member-management/api/accounts';
import { fetchPendingPage } from '@/features/member-management/api/admin-users';
import { ApplicationCard, type AccountState } from './ApplicationCard';
import { ReviewSection } from './ReviewSection';

/** null for a uid with no account. The cards show while it loads. */
function useAccounts(uids: readonly string[]) {
  const [accounts, setAccounts] = useState<ReadonlyMap<string, MemberAccount | null>>(new Map());
  const [failed, setFailed] = useState(false);
  const missing = uids.filter((uid) => !accounts.has(uid)).join(',');
  useEffect(() => {
    if (!missing) return;
    let live = true;
    const wanted = missing.split(',');
    fetchMemberAccounts(wanted).then(
      (found) => {
        if (!live) return;
        setAccounts((known) => new Map([...known, ...wanted.map((uid) => [uid, found.get(uid) ?? null] as const)]));
      },
      (error: unknown) => {
        console.error('Reading the applicants’ accounts failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [missing]);
  return (uid: string): AccountState => {
    const account = accounts.get(uid);
    if (account !== undefined) return account;
    return failed ? 'unknown' : 'checking';
  };
}

/** The queue of pending applications, oldest first. */
export default function ApplicationsSection() {
  const { t } = useTranslation();
  const list = usePagedList('pending', fetchPendingPage);
  const accountOf = useAccounts(list.status === 'ready' ? list.items.map((item) => item.uid) : []);

  return (
    <ReviewSection list={list} title={t('admin:sections.applications')} keys="admin:applications">
      {(application, reviewed) => (
        <ApplicationCard
          key={application.uid}
          application={application}
          account={accountOf(application.uid)}
          onReviewed={reviewed}
        />
      )}
    </ReviewSection>
  );
}
