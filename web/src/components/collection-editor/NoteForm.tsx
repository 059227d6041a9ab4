import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useTranslation } from '@/i18n/useTranslation';
import { Form, FormActions, TextAreaField, useSubmitForm } from '@/components/form';
import { text } from '@/lib/forms/schema-helpers';
import { notify } from '@/lib/toast/notify';
import type { NoteDecision } from './note-decision';

/** The form of a noteDecision: the note asked for, then the decision saved with it. */
export function NoteForm<T>({
  decision,
  item,
  close,
}: {
  decision: NoteDecision<T>;
  item: T;
  close: (changed?: boolean) => void;
}) {
  const { t } = useTranslation();
  const keys = `contentAdmin:notes.${decision.kind}`;
  const about = decision.about(item);
  const previous = decision.previous(item);
  const { register, errors, isSubmitting, submit, failure } = useSubmitForm<{ note: string }>({
    resolver: zodResolver(z.object({ note: text(decision.limits, `${keys}.required`) })),
    defaultValues: { note: '' },
    save: async ({ note }) => {
      await decision.save(item, note);
      notify('success', t(`${keys}.done`, about));
      close(true);
    },
    what: `the note (${decision.kind})`,
  });
  return (
    <Form onSubmit={submit}>
      <h3>{t(`${keys}.title`, about)}</h3>
      <p>{t(`${keys}.lead`)}</p>
      {previous && <p>{t(`${keys}.previous`, { text: previous })}</p>}
      <TextAreaField
        label={t(`${keys}.label`)}
        hint={t(`${keys}.hint`, { max: decision.limits.max })}
        rows={6}
        error={errors.note}
        {...register('note')}
      />
      <FormActions
        failure={failure}
        submitting={isSubmitting}
        submitLabel={t(`${keys}.submit`)}
        onCancel={() => close()}
      />
    </Form>
  );
}
