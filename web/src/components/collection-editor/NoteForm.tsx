import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { FormActions, TextAreaField, formStyles, useSubmitForm } from '@/components/form';
import { text } from '@/lib/forms/schema-helpers';

/**
 * An admin's decision that its subject reads, written as a note (a post returned, a proposal
 * declined): the note is required and trimmed; `save` writes it, and nothing typed is lost if it fails.
 */
export function NoteForm({
  heading,
  lead,
  previous,
  label,
  hint,
  required,
  limits,
  submitLabel,
  save,
  what,
  onCancel,
}: {
  heading: string;
  lead: string;
  /** The note written last time, if any, shown above the field. */
  previous?: string | undefined;
  label: string;
  hint: string;
  /** The message (an i18n key) of an empty note. */
  required: string;
  limits: { readonly min: number; readonly max: number };
  submitLabel: string;
  /** Writes the note; the caller says it is done (a toast, the list again). */
  save: (note: string) => Promise<void>;
  /** What is saved, for the console when it fails ("the returned post"). */
  what: string;
  onCancel: () => void;
}) {
  const { register, errors, isSubmitting, submit, failure } = useSubmitForm<{ note: string }>({
    resolver: zodResolver(z.object({ note: text(limits, required) })),
    defaultValues: { note: '' },
    save: ({ note }) => save(note),
    what,
  });
  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <h3>{heading}</h3>
      <p>{lead}</p>
      {previous && <p>{previous}</p>}
      <TextAreaField label={label} hint={hint} rows={6} error={errors.note} {...register('note')} />
      <FormActions failure={failure} submitting={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
