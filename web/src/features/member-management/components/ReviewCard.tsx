import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormError, TextAreaField } from '@/components/form';
import list from '@/components/content-list/content-list.module.css';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { useAction } from '@/lib/actions/use-action';
import type { ErrorKeys } from '@/lib/errors/error-message';
import { LIMITS } from '@/lib/model';
import styles from './MemberManagement.module.css';

/** The review callables accept at most this many characters of reason (the shared model's limit). */
const REASON_MAX = LIMITS.review.reason.max;

export interface ReviewCardProps<Request> {
  /** The article's heading, which names it. */
  heading: string;
  /** The facts under the heading, as label and value. */
  facts: readonly { label: string; value: ReactNode }[];
  /** What follows the facts (the applicant's bio, a warning). */
  note?: ReactNode;
  /** A control before the approve button (the type to approve as), given whether the review runs. */
  approveControl?: (busy: boolean) => ReactNode;
  keys: string;
  /** Whether declining needs a reason; otherwise it is optional. */
  reasonRequired?: boolean;
  /** The request that approves, and the one that declines with the (trimmed) reason. */
  approve: () => Request;
  decline: (reason: string) => Request;
  /** The callable, its name for the console, its refusals in words and the toast after a success. */
  review: (request: Request) => Promise<void>;
  what: string;
  failure: ErrorKeys;
  success: (request: Request) => string;
  /** Called once the callable has succeeded: the queue drops the card. */
  onReviewed: () => void;
}

/**
 * Contract for the browser journeys: an <article> named by its heading, approve, "Decline", the reason, "Send decline",
 * "Cancel".
 */
export function ReviewCard<Request>({
  heading,
  facts,
  note,
  approveControl,
  keys,
  reasonRequired = false,
  approve,
  decline,
  review,
  what,
  failure,
  success,
  onReviewed,
}: ReviewCardProps<Request>) {
  const { t } = useTranslation();
  const id = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const { run, busy, error } = useAction(
    async (request: Request) => {
      await review(request);
      onReviewed();
    },
    { what, failure, success: (_, request) => success(request) },
  );

  const sendDecline = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed && reasonRequired) return setReasonError(t(`${keys}.reasonRequired`));
    if (trimmed.length > REASON_MAX) return setReasonError(t('admin:applications.reasonLong', { max: REASON_MAX }));
    setReasonError(null);
    void run(decline(trimmed));
  };

  return (
    <article className={list.record} aria-labelledby={`${id}-name`} aria-busy={busy || undefined}>
      <h3 id={`${id}-name`}>{heading}</h3>
      <dl className={list.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {note}

      <div className={styles.actions}>
        {approveControl?.(busy)}
        <Button onClick={() => void run(approve())} disabled={busy}>
          {t(`${keys}.approve`)}
        </Button>
        <Button variant="secondary" onClick={() => setDeclining(true)} disabled={busy} aria-expanded={declining}>
          {t(`${keys}.decline`)}
        </Button>
      </div>

      {declining && (
        <form className={styles.decline} onSubmit={sendDecline} noValidate>
          <TextAreaField
            label={t(`${keys}.reason`)}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            hint={t(`${keys}.reasonHint`, { max: REASON_MAX })}
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
