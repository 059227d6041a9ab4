import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { AltTextField } from '@/components/image-upload/AltTextField';
import { FormImageField } from '@/components/image-upload/FormImageField';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/ui';
import { toPostInput, type PostInput } from '@/features/blog/api/post';
import type { PostFormValues } from '@/features/blog/api/post-schema';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import {
  Form,
  FormError,
  FormNote,
  SubmitButton,
  SubmitHoldNote,
  TextAreaField,
  TextField,
  formStyles,
} from '@/components/form';
import { useAction } from '@/lib/actions/use-action';
import { LIMITS } from '@/lib/model';
import { POST_ERRORS } from '@/features/blog/api/post-errors';
import { formValuesOf } from '@/features/blog/api/post-drafts';
import styles from './PostForm.module.css';

// zod loads when the writer starts on the form (or, at the latest, on the first action).
const validation = lazyResolver(() =>
  import('@/features/blog/api/post-schema').then((module) => module.postFormResolver),
);

// The preview renders the post as its page does, with the Markdown renderer: both load when it opens.
const loadPreview = () => import('./PostPreview');
const PostPreview = lazy(loadPreview);

export interface PostFormAction {
  /** The button's label. */
  label: string;
  run: (input: PostInput) => Promise<void>;
}

/** Validated as the rules will be; a failed save keeps the input and says why. */
export function PostForm({
  initial = formValuesOf(),
  actions,
  note,
  byline,
  status,
  onValuesChange,
}: {
  /** The values the form opens with (formValuesOf a post, or a copy kept on the device). */
  initial?: PostFormValues | undefined;
  actions: PostFormAction[];
  /** A sentence above the buttons (the writer's: how many posts they may submit). */
  note?: string;
  /** The preview's "By …" line: who the post will be signed by. */
  byline: string;
  /** Where the writing stands (an autosaving page's SaveStatus), shown above the fields. */
  status?: ReactNode;
  onValuesChange?: (values: PostFormValues) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<PostFormValues>({ resolver: validation.resolver, defaultValues: initial });
  const [previewing, setPreviewing] = useState<PostFormValues | null>(null);

  const onValuesChangeRef = useRef(onValuesChange);
  useEffect(() => {
    onValuesChangeRef.current = onValuesChange;
  });
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        // Every default is given, so each change carries every field.
        callback: ({ values }) => onValuesChangeRef.current?.(values),
      }),
    [subscribe],
  );

  const saving = useAction((action: PostFormAction, input: PostInput) => action.run(input), {
    what: 'Saving the post',
    failure: POST_ERRORS,
    values: { max: LIMITS.rate.submission.max, drafts: LIMITS.rate.draft.max },
  });
  const submitWith = (action: PostFormAction) =>
    handleSubmit(
      async (values) => {
        await saving.run(action, toPostInput(values));
      },
      // The fields' messages are in the form: back to it, so the first one gets the focus.
      () => setPreviewing(null),
    );

  return (
    <Form label={t('blog:form.label')} onSubmit={(e) => e.preventDefault()} onFocus={validation.preload}>
      <div className={styles.bar}>
        {status}
        <Button
          variant="secondary"
          className={styles.previewToggle}
          aria-pressed={previewing !== null}
          onPointerEnter={() => void loadPreview()}
          onClick={() => setPreviewing((shown) => (shown ? null : getValues()))}
        >
          {t('blog:form.preview')}
        </Button>
      </div>
      {previewing && (
        <Suspense fallback={<p role="status">{t('blog:preview.loading')}</p>}>
          <PostPreview values={previewing} byline={byline} />
        </Suspense>
      )}
      <div className={styles.fields} hidden={previewing !== null}>
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
        <TextField
          label={t('blog:form.tags')}
          hint={t('blog:form.tagsHint')}
          error={errors.tags}
          {...register('tags')}
        />
      </div>
      {note && <FormNote>{note}</FormNote>}
      <FormError message={saving.error} />
      <SubmitHoldNote />
      <div className={formStyles.actions}>
        {actions.map((action, index) => (
          <SubmitButton
            key={action.label}
            variant={index === 0 ? 'primary' : 'secondary'}
            disabled={isSubmitting}
            onClick={(event) => {
              event.preventDefault();
              void submitWith(action)();
            }}
          >
            {action.label}
          </SubmitButton>
        ))}
      </div>
    </Form>
  );
}
