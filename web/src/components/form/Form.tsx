import type { FormHTMLAttributes } from 'react';
import { cx } from '@/components/ui/cx';
import styles from './form.module.css';
import { SubmitHoldsContext, useSubmitHoldsState } from './submit-holds';

/** No browser validation bubbles (each field shows its message); a submit is held while a field holds it. */
export function Form({
  label,
  className,
  onSubmit,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'aria-label'> & { label?: string }) {
  const holds = useSubmitHoldsState();
  const submit: FormHTMLAttributes<HTMLFormElement>['onSubmit'] = (event) => {
    if (holds.reasons.length > 0) return event.preventDefault();
    onSubmit?.(event);
  };
  return (
    <SubmitHoldsContext value={holds}>
      <form className={cx(styles.form, className)} noValidate aria-label={label} onSubmit={submit} {...props} />
    </SubmitHoldsContext>
  );
}
