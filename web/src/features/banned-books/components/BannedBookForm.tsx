import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/i18n/useTranslation';
import { Form, FormActions, TextAreaField, TextField, useSubmitForm } from '@/components/form';
import type { ErrorKeys } from '@/lib/errors/error-message';
import { LIMITS } from '@/lib/model';
import type { BannedBook, BannedBookInput } from '@/features/banned-books/api/banned-book';
import {
  bannedBookSchema,
  toBannedBookForm,
  toBannedBookInput,
  type BannedBookFormValues,
} from '@/features/banned-books/api/banned-book-schema';

/** Why a save failed: a member's proposals are counted (RateLimitError); any other failure, in general. */
const SAVE_ERRORS: ErrorKeys = { 'rate-limited': 'bannedBooks:tooMany', default: 'bannedBooks:saveFailed' };

/** Propose (member) or edit (admin) an entry. A failed save keeps the input and says why. */
export function BannedBookForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: BannedBook | undefined;
  submitLabel: string;
  onSubmit: (input: BannedBookInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const { register, errors, isSubmitting, submit, failure } = useSubmitForm<BannedBookFormValues>({
    resolver: zodResolver(bannedBookSchema),
    defaultValues: toBannedBookForm(initial),
    save: (values) => onSubmit(toBannedBookInput(values)),
    what: 'the banned book',
    failure: SAVE_ERRORS,
    values: { max: LIMITS.rate.proposal.max },
  });

  return (
    <Form onSubmit={submit} label={t('bannedBooks:form.label')}>
      <TextField label={t('bannedBooks:form.title')} error={errors.title} {...register('title')} />
      <TextField label={t('bannedBooks:form.author')} error={errors.author} {...register('author')} />
      <TextField label={t('bannedBooks:form.country')} error={errors.country} {...register('country')} />
      <TextField label={t('bannedBooks:form.year')} inputMode="numeric" error={errors.year} {...register('year')} />
      <TextAreaField label={t('bannedBooks:form.reason')} rows={4} error={errors.reason} {...register('reason')} />
      <TextAreaField
        label={t('bannedBooks:form.sources')}
        hint={t('bannedBooks:form.sourcesHint')}
        rows={3}
        error={errors.sources}
        {...register('sources')}
      />
      <FormActions failure={failure} submitting={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </Form>
  );
}
