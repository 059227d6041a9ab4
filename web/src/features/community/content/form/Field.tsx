import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/useTranslation';
import styles from './form.module.css';

interface Common {
  label: string;
  hint?: string;
  /** Its message is an i18n key (the schemas' messages). */
  error?: FieldError | undefined;
}

function useDescribed(hint: string | undefined, error: FieldError | undefined) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

function Messages({ id, hint, error }: { id: string; hint?: string | undefined; error?: FieldError | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(error.message)}
        </p>
      )}
    </>
  );
}

/** A labelled <input> whose error is announced and tied to it. */
export function TextField({
  label,
  hint,
  error,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { id, describedBy } = useDescribed(hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  ref,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const { id, describedBy } = useDescribed(hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  ref,
  children,
  ...input
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode }) {
  const { id, describedBy } = useDescribed(hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input}>
        {children}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The form-level outcome (a failed save): announced, and the input stays where it was. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null;
}
