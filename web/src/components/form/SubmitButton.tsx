import type { ComponentProps } from 'react';
import { Button } from '@/components/ui';
import styles from './form.module.css';
import { useSubmitHoldReasons } from './submit-holds';

/**
 * A form's submit button: disabled while the form saves (`submitting`, marked busy) and while a
 * field holds the form (an image still uploading), which SubmitHoldNote says.
 */
export function SubmitButton({
  submitting = false,
  disabled,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & { submitting?: boolean }) {
  const held = useSubmitHoldReasons().length > 0;
  return (
    <Button {...props} type="submit" disabled={disabled || submitting || held} aria-busy={submitting || undefined} />
  );
}

/**
 * Why the form's buttons wait, beside them: a polite status, so it is heard once when an upload
 * starts, and the region stays in place (empty) so that its next sentence is announced too.
 */
export function SubmitHoldNote() {
  const reasons = useSubmitHoldReasons();
  return (
    <p role="status" className={styles.holdNote}>
      {reasons.join(' ')}
    </p>
  );
}
