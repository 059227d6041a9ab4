import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import {
  NAME_REVIEW_ERRORS,
  reviewNameRequest,
  type NameReviewRequest,
  type PendingNameRequest,
} from '@/features/member-management/api/name-requests';
import { ReviewCard } from './ReviewCard';
import styles from './MemberManagement.module.css';

/**
 * Contract for the browser journeys: an <article> named by the requested name, "Approve the new name", "Decline",
 * "Reason (optional)", "Send decline".
 */
export function NameRequestCard({
  request,
  onReviewed,
}: {
  request: PendingNameRequest;
  onReviewed: (uid: string) => void;
}) {
  const { t } = useTranslation();
  const { uid } = request;
  // The version of the request this card shows: the function refuses one made since.
  const requested = request.requested?.getTime() ?? 0;

  return (
    <ReviewCard<NameReviewRequest>
      heading={request.requestedName}
      facts={[
        { label: t('admin:names.current'), value: request.currentName || t('admin:names.noCard') },
        {
          label: t('admin:names.requested'),
          value: formatDate(request.requested) || t('admin:applications.unknownDate'),
        },
        { label: t('admin:names.member'), value: uid },
      ]}
      note={request.sameNameCards > 0 && <p className={styles.warning}>{t('admin:names.sameName')}</p>}
      keys="admin:names"
      approve={() => ({ uid, requested, decision: 'approve' })}
      decline={(reason) => ({ uid, requested, decision: 'decline', reason })}
      review={reviewNameRequest}
      what="reviewNameRequest"
      failure={NAME_REVIEW_ERRORS}
      success={(decision) =>
        decision.decision === 'approve'
          ? t('admin:names.approved', { from: request.currentName, to: request.requestedName })
          : t('admin:names.declined', { name: request.requestedName })
      }
      onReviewed={() => onReviewed(uid)}
    />
  );
}
