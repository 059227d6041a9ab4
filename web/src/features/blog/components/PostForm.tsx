import { useForm } from 'react-hook-form';
import { AltTextField } from '@/components/image-upload/AltTextField';
import { FormImageField } from '@/components/image-upload/FormImageField';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/ui';
import { toPostInput, type Post, type PostInput } from '@/features/blog/api/post';
import type { PostFormValues } from '@/features/blog/api/post-schema';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { Form, FormError, FormNote, TextAreaField, TextField, formStyles } from '@/components/form';
import { useAction } from '@/lib/actions/use-action';
import { LIMITS } from '@/lib/model';
import { POST_ERRORS } from '@/features/blog/api/post-errors';

// zod loads when the writer starts on the form (or, at the latest, on the first action).
const validation = lazyResolver(() =>
  import('@/features/blog/api/post-schema').then((module) => module.postFormResolver),
);

export interface PostFormAction {
  /** The button's label. */
  label: string;
  run: (input: PostInput) => Promise<void>;
}

/**
 * Title, cover, Markdown body and tags, validated as the rules will be. Each action is a submit
 * button (e.g. "Submit for review", "Save as draft"); a failed save keeps the input and says why.
 */
export function PostForm({
  initial,
  actions,
  note,
}: {
  initial?: Post | undefined;
  actions: PostFormAction[];
  /** A sentence above the buttons (the writer's: how many posts they may submit). */
  note?: string;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PostFormValues>({
    resolver: validation.resolver,
    defaultValues: {
      title: initial?.title ?? '',
      coverUrl: initial?.coverUrl ?? '',
      coverAlt: initial?.coverAlt ?? '',
      body: initial?.body ?? '',
      tags: initial?.tags.join(', ') ?? '',
    },
  });

  const saving = useAction((action: PostFormAction, input: PostInput) => action.run(input), {
    what: 'Saving the post',
    failure: POST_ERRORS,
    values: { max: LIMITS.rate.submission.max, drafts: LIMITS.rate.draft.max },
  });
  const submitWith = (action: PostFormAction) =>
    handleSubmit(async (values) => {
      await saving.run(action, toPostInput(values));
    });

  return (
    <Form label={t('blog:form.label')} onSubmit={(e) => e.preventDefault()} onFocus={validation.preload}>
      <TextField label={t('blog:form.title')} error={errors.title} {...register('title')} />
      <FormImageField
        control={control}
        name="coverUrl"
        label={t('blog:form.cover')}
        purpose="post-cover"
        hint={t('blog:form.coverHint')}
      />
      <AltTextField error={errors.coverAlt} {...register('coverAlt')} />
      <TextAreaField
        label={t('blog:form.body')}
        hint={t('blog:form.bodyHint')}
        rows={14}
        error={errors.body}
        {...register('body')}
      />
      <TextField label={t('blog:form.tags')} hint={t('blog:form.tagsHint')} error={errors.tags} {...register('tags')} />
      {note && <FormNote>{note}</FormNote>}
      <FormError message={saving.error} />
      <div className={formStyles.actions}>
        {actions.map((action, index) => (
          <Button
            key={action.label}
            type="submit"
            variant={index === 0 ? 'primary' : 'secondary'}
            disabled={isSubmitting}
            onClick={(event) => {
              event.preventDefault();
              void submitWith(action)();
            }}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </Form>
  );
}
