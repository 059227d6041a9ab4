import type { ComponentProps } from 'react';
import { Button } from '@/components/ui';
import styles from './form.module.css';
import { useSubmitHoldReasons } from './submit-holds';

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

/** A polite status kept in place (empty), so each sentence is announced. */
export function SubmitHoldNote() {
  const reasons = useSubmitHoldReasons();
  return (
    <p role="status" className={styles.holdNote}>
      {reasons.join(' ')}
    </p>
  );
}
