import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useTranslation } from '@/i18n/useTranslation';
import { FormActions, TextAreaField, formStyles, useSubmitForm } from '@/components/form';
import { text } from '@/lib/forms/schema-helpers';
import { notify } from '@/lib/toast/notify';
import { LIMITS } from '@/lib/model';
import type { Post } from '@/features/blog/api/post';
import { returnPost } from '@/features/blog/api/posts-admin';

const NOTE = LIMITS.post.reviewNote;
const schema = z.object({ note: text(NOTE, 'contentAdmin:posts.noteRequired') });
type Values = z.infer<typeof schema>;

/** A submitted post sent back to its author with the editors' note (firestore.rules: hasReviewNote). */
export function ReturnPostForm({ post, close }: { post: Post; close: (changed?: boolean) => void }) {
  const { t } = useTranslation();
  const { register, errors, isSubmitting, submit, failure } = useSubmitForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { note: '' },
    save: ({ note }) => returnPost(post, note),
    onSaved: () => {
      notify('success', t('contentAdmin:posts.returned', { title: post.title }));
      close(true);
    },
    what: 'the returned post',
  });
  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <h3>{t('contentAdmin:posts.returnTitle', { title: post.title, author: post.author.displayName })}</h3>
      <p>{t('contentAdmin:posts.returnLead')}</p>
      {post.reviewNote && <p>{t('contentAdmin:posts.lastNote', { note: post.reviewNote })}</p>}
      <TextAreaField
        label={t('contentAdmin:posts.note')}
        hint={t('contentAdmin:posts.noteHint', { max: NOTE.max })}
        rows={6}
        error={errors.note}
        {...register('note')}
      />
      <FormActions
        failure={failure}
        submitting={isSubmitting}
        submitLabel={t('contentAdmin:posts.returnSubmit')}
        onCancel={() => close()}
      />
    </form>
  );
}
