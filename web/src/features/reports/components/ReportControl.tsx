import { useState, type FormEvent } from 'react';
import { Form, FormActions, TextAreaField } from '@/components/form';
import { Button } from '@/components/ui';
import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { useAction } from '@/lib/actions/use-action';
import { LIMITS } from '@/lib/model';
import { useAuth } from '@/features/auth';
import {
  REPORT_ERRORS,
  REPORT_REASON,
  reportedOn,
  sendReport,
  type ReportTarget,
} from '@/features/reports/api/reports';

/** One report per member and thing (a second visit says when they reported it). */
export function ReportControl({ target, authorUid }: { target: ReportTarget; authorUid: string }) {
  const { t } = useTranslation('reports');
  const { user, status } = useAuth();
  const [phase, setPhase] = useState<'closed' | 'checking' | 'open' | { reported: Date; now: boolean }>('closed');
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState<string | null>(null);
  const uid = user?.uid ?? '';
  const label = t(target.comment ? 'form.openComment' : 'form.openPost');

  const opening = useAction(
    async () => {
      setPhase('checking');
      const reported = await reportedOn(uid, target);
      setPhase(reported ? { reported, now: false } : 'open');
    },
    {
      what: 'Checking an earlier report',
      failure: { default: 'reports:form.failed' },
      show: 'toast',
      onFailure: () => setPhase('closed'),
    },
  );
  const sending = useAction(
    async () => {
      await sendReport(uid, target, reason);
      setPhase({ reported: new Date(), now: true });
    },
    { what: 'Sending a report', failure: REPORT_ERRORS, values: { max: LIMITS.rate.report.max } },
  );

  if (!user || status !== 'active' || uid === authorUid) return null;

  if (typeof phase === 'object') {
    return <p role="status">{phase.now ? t('form.sent') : t('form.already', { date: formatDate(phase.reported) })}</p>;
  }
  if (phase !== 'open') {
    return (
      <Button variant="secondary" onClick={() => void opening.run()} disabled={phase === 'checking'}>
        {label}
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const length = reason.trim().length;
    if (length < REPORT_REASON.min || length > REPORT_REASON.max) {
      setTooShort(t('form.reasonLength', REPORT_REASON));
      return;
    }
    setTooShort(null);
    void sending.run();
  };

  return (
    <Form onSubmit={submit} label={label}>
      <TextAreaField
        label={t('form.reason')}
        hint={t('form.reasonHint', REPORT_REASON)}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={tooShort ?? undefined}
      />
      <FormActions
        failure={sending.error}
        submitting={sending.busy}
        submitLabel={t('form.send')}
        onCancel={() => setPhase('closed')}
      />
    </Form>
  );
}
