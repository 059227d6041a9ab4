import { zodResolver } from '@hookform/resolvers/zod';
import { Form, FormActions, TextField, useSubmitForm } from '@/components/form';
import { useTranslation } from '@/i18n/useTranslation';
import { LIMITS } from '@/lib/model';
import { CARD_LIMITS, nameRequestSchema, type NameRequestValues } from '@/features/directory/api/card-schema';

/** Contract for the browser journeys: "Ask for a new name", "New name to show other members", "Send for review". */
export function NameRequestForm({
  currentName,
  onSend,
  onCancel,
}: {
  currentName: string;
  onSend: (displayName: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { register, errors, isSubmitting, submit, failure } = useSubmitForm<NameRequestValues>({
    resolver: zodResolver(nameRequestSchema(currentName)),
    defaultValues: { displayName: '' },
    save: ({ displayName }) => onSend(displayName),
    what: 'the name request',
    failure: { 'rate-limited': 'directory:nameChange.tooMany', default: 'directory:nameChange.sendError' },
    values: { max: LIMITS.rate.nameRequest.max },
  });

  return (
    <Form onSubmit={submit} label={t('directory:nameChange.formLabel')}>
      <TextField
        label={t('directory:nameChange.newName')}
        hint={t('directory:nameChange.newNameHint', CARD_LIMITS.displayName)}
        autoComplete="name"
        error={errors.displayName}
        {...register('displayName')}
      />
      <FormActions
        failure={failure}
        submitting={isSubmitting}
        submitLabel={t(isSubmitting ? 'directory:nameChange.sending' : 'directory:nameChange.send')}
        onCancel={onCancel}
      />
    </Form>
  );
}
