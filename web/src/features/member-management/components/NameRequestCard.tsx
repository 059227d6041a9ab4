import { useId, useState, type FormEvent } from 'react';
import { FormError, TextAreaField } from '@/components/form';
import list from '@/components/content-list/content-list.module.css';
import { Button } from '@/components/ui';
import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { LIMITS } from '@/lib/model';
import {
  NAME_REVIEW_ERRORS,
  reviewNameRequest,
  type NameReviewRequest,
  type PendingNameRequest,
} from '@/features/member-management/api/name-requests';
import styles from './MemberManagement.module.css';
import { useAction } from '@/lib/actions/use-action';

const REASON_MAX = LIMITS.review.reason.max;

/**
 * One pending name request: approve, or decline with an optional reason the member reads.
 * Contract for the browser journeys: an <article> named by its heading (the requested name), the
 * buttons "Approve the new name" and "Decline", then a textarea "Reason (optional)" and "Send decline".
 */
export function NameRequestCard({
  request,
  onReviewed,
}: {
  request: PendingNameRequest;
  onReviewed: (uid: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // The version of the request this card shows: the function refuses one made since.
  const requested = request.requested?.getTime() ?? 0;

  const {
    run: review,
    busy,
    error,
  } = useAction(
    async (decision: NameReviewRequest) => {
      await reviewNameRequest(decision);
      onReviewed(request.uid);
    },
    {
      what: 'reviewNameRequest',
      failure: NAME_REVIEW_ERRORS,
      success: (_, decision) =>
        decision.decision === 'approve'
          ? t('admin:names.approved', { from: request.currentName, to: request.requestedName })
          : t('admin:names.declined', { name: request.requestedName }),
    },
  );

  const approve = () => void review({ uid: request.uid, requested, decision: 'approve' });

  const sendDecline = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length > REASON_MAX) return setReasonError(t('admin:applications.reasonLong', { max: REASON_MAX }));
    setReasonError(null);
    void review({ uid: request.uid, requested, decision: 'decline', reason: trimmed });
  };

  return (
    <article className={list.record} aria-labelledby={`${id}-name`} aria-busy={busy || undefined}>
      <h3 id={`${id}-name`}>{request.requestedName}</h3>
      <dl className={list.facts}>
        <div>
          <dt>{t('admin:names.current')}</dt>
          <dd>{request.currentName || t('admin:names.noCard')}</dd>
        </div>
        <div>
          <dt>{t('admin:names.requested')}</dt>
          <dd>{formatDate(request.requested) || t('admin:applications.unknownDate')}</dd>
        </div>
        <div>
          <dt>{t('admin:names.member')}</dt>
          <dd>{request.uid}</dd>
        </div>
      </dl>
      {request.sameNameCards > 0 && <p className={styles.warning}>{t('admin:names.sameName')}</p>}

      <div className={styles.actions}>
        <Button onClick={approve} disabled={busy}>
          {t('admin:names.approve')}
        </Button>
        <Button variant="secondary" onClick={() => setDeclining(true)} disabled={busy} aria-expanded={declining}>
          {t('admin:names.decline')}
        </Button>
      </div>

      {declining && (
        <form className={styles.decline} onSubmit={sendDecline} noValidate>
          <TextAreaField
            label={t('admin:names.reason')}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            hint={t('admin:names.reasonHint', { max: REASON_MAX })}
            error={reasonError ?? undefined}
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
