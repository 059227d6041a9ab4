import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { FormError } from '@/components/form';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { notify } from '@/lib/toast/notify';
import { VERIFICATION_ERRORS } from '@/features/auth/api/auth-errors';
import { onVerificationSent, secondsUntilResend, verificationSentAt } from '@/features/auth/api/verification-mail';
import { useAuth } from '@/features/auth/context/auth-context';
import { useAction } from '@/lib/actions/use-action';
import { errorMessage } from '@/lib/errors/error-message';
import styles from './email-verification.module.css';

const actions = () => import('@/features/auth/api/auth-actions');

/** The notice looks for the verification by itself after 5 s, then each wait half as long again, up to a minute. */
const FIRST_LOOK_MS = 5_000;
const LOOK_BACKOFF = 1.5;
const LAST_LOOK_MS = 60_000;

interface EmailVerificationProps {
  /** Where the mail's link brings the member back to (this page). */
  continuePath: string;
  /** Why this page asks for it, in one sentence. */
  reason: string;
  /** The notice's heading level in the page's outline (a page's own part: 2; inside a section: 3). */
  level?: 2 | 3;
}

/** Looks again on focus, and now and then while seen (the link may be opened on a phone). */
export function EmailVerification({ continuePath, reason, level = 2 }: EmailVerificationProps) {
  const { t } = useTranslation('auth');
  const { user, emailVerified, checkEmail } = useAuth();
  const headingId = useId();
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checking = useRef<Promise<boolean> | null>(null);
  const email = user?.email ?? '';
  // The sign-up's mail may go out after this notice is on screen: it then says so.
  const uid = user?.uid ?? '';
  const sentHere = useSyncExternalStore(onVerificationSent, () => uid !== '' && verificationSentAt(uid) !== null);

  /** `asked`: the button was pressed, so "not yet" and errors are said; on focus, only success. */
  const check = useCallback(
    async (asked: boolean) => {
      const running = checking.current;
      if (running && !asked) return;
      if (asked) setBusy(true);
      const answer = running ?? checkEmail();
      checking.current = answer;
      try {
        if (await answer) {
          if (!running) notify('success', t('verify.done', { email }));
        } else if (asked) {
          setError(null);
          setNote(t('verify.notYet', { email }));
        }
      } catch (caught) {
        if (!running) console.error('Checking the e-mail verification failed', caught);
        if (asked) setError(t(errorMessage(caught, VERIFICATION_ERRORS).key));
      } finally {
        if (checking.current === answer) checking.current = null;
        if (asked) setBusy(false);
      }
    },
    [checkEmail, email, t],
  );

  const sending = useAction(
    async (member: NonNullable<typeof user>) => {
      await (await actions()).sendVerificationMail(member, continuePath);
      setNote(t('verify.sent', { email }));
    },
    { what: 'Sending the verification mail', failure: VERIFICATION_ERRORS, onFailure: () => setNote(null) },
  );

  useEffect(() => {
    if (!user || emailVerified) return;
    const onReturn = () => {
      if (document.visibilityState === 'visible') void check(false);
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    // The link may be opened on another device with no focus change here: look now and then, while seen.
    let wait = FIRST_LOOK_MS;
    let timer = window.setTimeout(function lookAgain() {
      onReturn();
      wait = Math.min(wait * LOOK_BACKOFF, LAST_LOOK_MS);
      timer = window.setTimeout(lookAgain, wait);
    }, wait);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
      window.clearTimeout(timer);
    };
  }, [user, emailVerified, check]);

  if (!user || emailVerified) return null;

  const send = async () => {
    setError(null);
    sending.clearError();
    const wait = secondsUntilResend(user.uid);
    if (wait > 0) {
      setNote(t('verify.wait', { seconds: wait }));
      return;
    }
    await sending.run(user);
  };

  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.notice} aria-labelledby={headingId} aria-busy={busy || sending.busy || undefined}>
      <Heading id={headingId}>{t('verify.title')}</Heading>
      <p>{t(sentHere ? 'verify.leadSent' : 'verify.lead', { email })}</p>
      <p>{reason}</p>
      <p>{t('verify.howItNotices')}</p>
      <div className={styles.actions}>
        <Button onClick={() => void check(true)} disabled={busy || sending.busy}>
          {t('verify.check')}
        </Button>
        <Button variant="secondary" onClick={() => void send()} disabled={busy || sending.busy}>
          {t('verify.resend')}
        </Button>
      </div>
      <p role="status">{note}</p>
      <FormError message={error ?? sending.error} />
    </section>
  );
}
