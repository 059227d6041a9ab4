import { useId, useState, type FormEvent } from 'react';
import { FormError, TextAreaField } from '@/components/form';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/ui';
import list from '@/components/content-list/content-list.module.css';
import { LIMITS, type MemberType } from '@/lib/model';
import { formatDate } from '@/i18n/format';
import type { MemberAccount } from '@/features/member-management/api/accounts';
import type { Application } from '@/features/member-management/api/admin-users';
import { REVIEW_ERRORS, reviewMember, type ReviewRequest } from '@/features/member-management/api/review';
import { useAction } from '@/lib/actions/use-action';
import { MemberTypeField } from './MemberTypeField';
import styles from './MemberManagement.module.css';

/** reviewMember accepts at most this many characters of reason (the shared model's limit). */
const REASON_MAX = LIMITS.review.reason.max;

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
 * One pending application, with approve (as a chosen type) and decline (with a reason), and whether
 * the applicant's address is verified (approval needs it).
 * Contract for the end-to-end tests: an <article> named by its heading (the display name), a
 * select "Approve as", buttons "Approve" and "Decline", and after Decline a textarea "Reason for
 * declining" with a button "Send decline".
 */
export function ApplicationCard({ application, account, onReviewed }: ApplicationCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<MemberType>(application.memberKind ?? 'voice');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = application.displayName || application.email;
  // The version of the application this card shows: reviewMember refuses if it has changed since.
  const applied = application.applied?.getTime() ?? null;

  const {
    run: review,
    busy,
    error,
  } = useAction(
    async (request: ReviewRequest) => {
      await reviewMember(request);
      onReviewed(application.uid);
    },
    {
      what: 'reviewMember',
      failure: REVIEW_ERRORS,
      success: (_, request) =>
        request.decision === 'approve'
          ? t('admin:applications.approved', { name, type: t(`admin:types.${request.type}`) })
          : t('admin:applications.declined', { name }),
    },
  );

  const approve = () => void review({ uid: application.uid, applied, decision: 'approve', type });

  const sendDecline = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setReasonError(t('admin:applications.reasonRequired'));
    if (trimmed.length > REASON_MAX) return setReasonError(t('admin:applications.reasonLong', { max: REASON_MAX }));
    setReasonError(null);
    void review({ uid: application.uid, applied, decision: 'decline', reason: trimmed });
  };

  return (
    <article className={list.record} aria-labelledby={`${id}-name`} aria-busy={busy || undefined}>
      <h3 id={`${id}-name`}>{name}</h3>
      <dl className={list.facts}>
        <div>
          <dt>{t('admin:applications.email')}</dt>
          {/* The account's own address when known: the profile's may predate a change. */}
          <dd>{typeof account === 'object' && account?.email ? account.email : application.email}</dd>
        </div>
        <div>
          <dt>{t('admin:applications.verification.label')}</dt>
          <dd>{t(verificationKey(account))}</dd>
        </div>
        <div>
          <dt>{t('admin:applications.applyingAs')}</dt>
          <dd>{application.memberKind ? t(`admin:types.${application.memberKind}`) : '—'}</dd>
        </div>
        <div>
          <dt>{t('admin:applications.country')}</dt>
          <dd>{application.country}</dd>
        </div>
        <div>
          <dt>{t('admin:applications.applied')}</dt>
          <dd>{formatDate(application.applied) || t('admin:applications.unknownDate')}</dd>
        </div>
      </dl>
      <p className={styles.bio}>{application.bio}</p>

      <div className={styles.actions}>
        <MemberTypeField label={t('admin:applications.approveAs')} value={type} onChange={setType} disabled={busy} />
        <Button onClick={approve} disabled={busy}>
          {t('admin:applications.approve')}
        </Button>
        <Button variant="secondary" onClick={() => setDeclining(true)} disabled={busy} aria-expanded={declining}>
          {t('admin:applications.decline')}
        </Button>
      </div>

      {declining && (
        <form className={styles.decline} onSubmit={sendDecline} noValidate>
          <TextAreaField
            label={t('admin:applications.reason')}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            hint={t('admin:applications.reasonHint', { max: REASON_MAX })}
            error={reasonError ?? undefined}
            // Opened by the admin's own click: take them straight to the field.
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {t(busy ? 'admin:applications.working' : 'admin:applications.sendDecline')}
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(false)} disabled={busy}>
              {t('admin:applications.cancel')}
            </Button>
          </div>
        </form>
      )}

      <FormError message={error} />
    </article>
  );
}
