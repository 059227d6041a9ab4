import type { FormHTMLAttributes } from 'react';
import { cx } from '@/components/ui/cx';
import styles from './form.module.css';
import { SubmitHoldsContext, useSubmitHoldsState } from './submit-holds';

/**
 * A form of the site: the kit's layout, named for assistive technology by `label`, and without the
 * browser's own validation bubbles (each field shows the schema's message, Field.tsx). While a
 * field holds it (an image still uploading: submit-holds.tsx), a submit is not passed on.
 */
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
