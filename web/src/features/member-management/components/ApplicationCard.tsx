import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { MemberType } from '@/lib/model';
import { formatDate } from '@/i18n/format';
import type { MemberAccount } from '@/features/member-management/api/accounts';
import type { Application } from '@/features/member-management/api/admin-users';
import { REVIEW_ERRORS, reviewMember, type ReviewRequest } from '@/features/member-management/api/review';
import { MemberTypeField } from './MemberTypeField';
import { ReviewCard } from './ReviewCard';
import styles from './MemberManagement.module.css';

/** The applicant's account as Auth holds it: still being read, unreadable, none (null), or known. */
export type AccountState = MemberAccount | null | 'checking' | 'unknown';

/** The i18n key that says whether the applicant's address is verified. */
function verificationKey(account: AccountState): string {
  if (account === 'checking' || account === 'unknown') return `admin:applications.verification.${account}`;
  if (account === null) return 'admin:applications.verification.noAccount';
  return `admin:applications.verification.${account.emailVerified ? 'verified' : 'unverified'}`;
}

interface ApplicationCardProps {
  application: Application;
  /** Whether the address is verified: reviewMember approves only a verified one. */
  account: AccountState;
  /** Called once the callable has succeeded: the queue drops the application. */
  onReviewed: (uid: string) => void;
}

/**
 * Contract for the end-to-end tests: an <article> named by the display name, "Approve as", "Approve", "Decline", then
 * "Reason for declining" and "Send decline".
 */
export function ApplicationCard({ application, account, onReviewed }: ApplicationCardProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<MemberType>(application.memberKind ?? 'voice');
  const { uid } = application;
  const name = application.displayName || application.email;
  // The version of the application this card shows: reviewMember refuses if it has changed since.
  const applied = application.applied?.getTime() ?? null;

  return (
    <ReviewCard<ReviewRequest>
      heading={name}
      facts={[
        {
          label: t('admin:applications.email'),
          // The account's own address when known: the profile's may predate a change.
          value: typeof account === 'object' && account?.email ? account.email : application.email,
        },
        { label: t('admin:applications.verification.label'), value: t(verificationKey(account)) },
        {
          label: t('admin:applications.applyingAs'),
          value: application.memberKind ? t(`admin:types.${application.memberKind}`) : '—',
        },
        { label: t('admin:applications.country'), value: application.country },
        {
          label: t('admin:applications.applied'),
          value: formatDate(application.applied) || t('admin:applications.unknownDate'),
        },
      ]}
      note={<p className={styles.bio}>{application.bio}</p>}
      approveControl={(busy) => (
        <MemberTypeField label={t('admin:applications.approveAs')} value={type} onChange={setType} disabled={busy} />
      )}
      keys="admin:applications"
      reasonRequired
      approve={() => ({ uid, applied, decision: 'approve', type })}
      decline={(reason) => ({ uid, applied, decision: 'decline', reason })}
      review={reviewMember}
      what="reviewMember"
      failure={REVIEW_ERRORS}
      success={(request) =>
        request.decision === 'approve'
          ? t('admin:applications.approved', { name, type: t(`admin:types.${request.type}`) })
          : t('admin:applications.declined', { name })
      }
      onReviewed={() => onReviewed(uid)}
    />
  );
}
