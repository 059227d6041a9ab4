import { useTranslation } from '@/i18n/useTranslation';
import { Form, FormActions, TextAreaField, useSubmitForm } from '@/components/form';
import { COMMENT_RATE } from '@/features/comments/api/comment';
import { commentFormResolver, type CommentFormValues } from '@/features/comments/api/comment-schema';
import { COMMENT_ERRORS } from '@/features/comments/api/comments';

/** Loaded on demand. A failure keeps the text and says why. */
export function CommentForm({
  initialBody = '',
  submitLabel,
  label,
  fieldLabel,
  counted = false,
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  initialBody?: string;
  submitLabel: string;
  label: string;
  /** The text box's label: "Your comment" unless said ("Your answer"). */
  fieldLabel?: string;
  /** A new comment, counted against the member's rate: the hint says the rate. */
  counted?: boolean;
  /** Opened by a button that goes away (Answer, Edit): the text box takes the focus. */
  autoFocus?: boolean;
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
    failure: COMMENT_ERRORS,
    values: { max: COMMENT_RATE.max },
  });

  return (
    <Form onSubmit={submit} label={label}>
      <TextAreaField
        label={fieldLabel ?? t('blog:comments.body')}
        hint={
          counted
            ? `${t('blog:comments.bodyHint')} ${t('blog:comments.rateHint', { max: COMMENT_RATE.max })}`
            : t('blog:comments.bodyHint')
        }
        rows={4}
        error={errors.body}
        autoFocus={autoFocus}
        {...register('body')}
      />
      <FormActions failure={failure} submitting={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </Form>
  );
}
