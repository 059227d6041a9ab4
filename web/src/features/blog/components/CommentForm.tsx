import { useTranslation } from '../../../i18n/useTranslation';
import { FormActions, TextAreaField, formStyles, useSubmitForm } from '../../../components/form';
import { commentFormResolver, type CommentFormValues } from '../api/comment-schema';
import { commentErrorKey } from '../api/comments';

/**
 * A new comment, or the edit of one's own. Loaded on demand (only active members see it). After a
 * new comment is posted the box empties; a failure keeps the text and says why.
 */
export function CommentForm({
  initialBody = '',
  submitLabel,
  label,
  onSubmit,
  onCancel,
}: {
  initialBody?: string;
  submitLabel: string;
  label: string;
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const { register, errors, isSubmitting, submit, failure, reset } = useSubmitForm<CommentFormValues>({
    resolver: commentFormResolver,
    defaultValues: { body: initialBody },
    save: (values) => onSubmit(values.body),
    onSaved: () => reset({ body: '' }),
    what: 'the comment',
    failureMessage: (error) => t(commentErrorKey(error)),
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-label={label}>
      <TextAreaField
        label={t('blog:comments.body')}
        hint={t('blog:comments.bodyHint')}
        rows={4}
        error={errors.body}
        {...register('body')}
      />
      <FormActions
        failure={failure}
        submitting={isSubmitting}
        submitLabel={submitLabel}
        {...(onCancel ? { onCancel, cancelLabel: t('blog:comments.cancel') } : {})}
      />
    </form>
  );
}
