import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import styles from './form.module.css';

/** Hint and error tied to the control by aria-describedby; ids from useId, so a form can appear twice. */
interface FieldText {
  label: ReactNode;
  hint?: ReactNode | undefined;
  /** A react-hook-form error (its message is an i18n key), or a sentence already translated. */
  error?: FieldError | string | undefined;
  /** Values the error's message names, e.g. { min: 20, max: 600 }. */
  errorValues?: Record<string, unknown> | undefined;
}

function useMessages({ hint, error, errorValues }: Omit<FieldText, 'label'>) {
  const { t } = useTranslation();
  const id = useId();
  const text = typeof error === 'string' ? error : error?.message ? t(error.message, errorValues) : null;
  const describedBy = [hint ? `${id}-hint` : null, text ? `${id}-error` : null].filter(Boolean).join(' ');
  const messages = (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {text && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {text}
        </p>
      )}
    </>
  );
  const control = { 'aria-invalid': text ? true : undefined, 'aria-describedby': describedBy || undefined };
  return { id, control, messages };
}

/** A label above its control, then the hint and the error: the frame of every one-control field. */
function LabelledField({
  label,
  hint,
  error,
  errorValues,
  control: render,
}: FieldText & { control: (props: { id: string } & ReturnType<typeof useMessages>['control']) => ReactNode }) {
  const { id, control, messages } = useMessages({ hint, error, errorValues });
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {render({ id, ...control })}
      {messages}
    </div>
  );
}

/** A field's text (label, hint, error) apart from the attributes its control takes. */
function splitFieldText<P extends FieldText>({ label, hint, error, errorValues, ...control }: P) {
  return { text: { label, hint, error, errorValues }, control };
}

/** A labelled <input>. */
export function TextField({
  ref,
  ...props
}: FieldText & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { text, control: input } = splitFieldText(props);
  return <LabelledField {...text} control={(control) => <input ref={ref} {...control} {...input} />} />;
}

/** A labelled <textarea>. */
export function TextAreaField({
  ref,
  ...props
}: FieldText & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const { text, control: input } = splitFieldText(props);
  return <LabelledField {...text} control={(control) => <textarea ref={ref} {...control} {...input} />} />;
}

/** A labelled <select>; its options are the children. */
export function SelectField({
  ref,
  children,
  ...props
}: FieldText & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode }) {
  const { text, control: input } = splitFieldText(props);
  return (
    <LabelledField
      {...text}
      control={(control) => (
        <select ref={ref} {...control} {...input}>
          {children}
        </select>
      )}
    />
  );
}

/** A checkbox with its label beside it (an agreement, a flag). */
export function CheckboxField({
  label,
  hint,
  error,
  errorValues,
  ref,
  ...input
}: FieldText & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const { id, control, messages } = useMessages({ hint, error, errorValues });
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.check}>
        <input id={id} ref={ref} type="checkbox" {...control} {...input} />
        <span>{label}</span>
      </label>
      {messages}
    </div>
  );
}

export function RadioGroupField({
  legend,
  options,
  hint,
  error,
  errorValues,
  input,
}: Omit<FieldText, 'label'> & {
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const { control, messages } = useMessages({ hint, error, errorValues });
  return (
    <fieldset className={styles.choices} aria-describedby={control['aria-describedby']}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input type="radio" value={option.value} {...input} />
          <span>{option.label}</span>
        </label>
      ))}
      {messages}
    </fieldset>
  );
}

/** Fields that answer one question together (a card's links): one legend over them, its hint under it. */
export function FieldGroup({ legend, hint, children }: { legend: ReactNode; hint?: ReactNode; children: ReactNode }) {
  const { control, messages } = useMessages({ hint });
  return (
    <fieldset className={styles.group} aria-describedby={control['aria-describedby']}>
      <legend>{legend}</legend>
      {messages}
      {children}
    </fieldset>
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

/** A note about the whole form ("All fields are required"), in the hints' style. */
export function FormNote({ children }: { children: ReactNode }) {
  return <p className={styles.hint}>{children}</p>;
}
