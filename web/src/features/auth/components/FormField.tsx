import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: FieldError | undefined;
  hint?: string;
}

/** A labelled input whose error (an i18n key) is announced and tied to it with aria-describedby. */
export function FormField({
  label,
  error,
  hint,
  ref,
  ...input
}: FormFieldProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={errorId} className="form-field__error" role="alert">
          {t(error.message)}
        </p>
      )}
    </div>
  );
}
