import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/ui';
import { FormError, TextAreaField, TextField, formStyles } from '../../../components/form';
import {
  bannedBookSchema,
  toBannedBookForm,
  toBannedBookInput,
  type BannedBook,
  type BannedBookFormValues,
  type BannedBookInput,
} from '../api/banned-book';

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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BannedBookFormValues>({
    resolver: zodResolver(bannedBookSchema),
    defaultValues: toBannedBookForm(initial),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(toBannedBookInput(values));
    } catch (error) {
      console.error('Saving the banned book failed', error);
      setFailure(t('bannedBooks:saveFailed'));
    }
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-label={t('bannedBooks:form.label')}>
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
      <FormError message={failure} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('bannedBooks:form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
