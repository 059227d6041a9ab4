import { useTranslation } from '@/i18n/useTranslation';
import { NoteForm } from '@/components/collection-editor/NoteForm';
import { notify } from '@/lib/toast/notify';
import { LIMITS } from '@/lib/model';
import type { Post } from '@/features/blog/api/post';
import { returnPost } from '@/features/blog/api/posts-admin';

const NOTE = LIMITS.post.reviewNote;

/** A submitted post sent back to its author with the editors' note (firestore.rules: hasReviewNote). */
export function ReturnPostForm({ post, close }: { post: Post; close: (changed?: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <NoteForm
      heading={t('contentAdmin:posts.returnTitle', { title: post.title, author: post.author.displayName })}
      lead={t('contentAdmin:posts.returnLead')}
      previous={post.reviewNote ? t('contentAdmin:posts.lastNote', { note: post.reviewNote }) : undefined}
      label={t('contentAdmin:posts.note')}
      hint={t('contentAdmin:posts.noteHint', { max: NOTE.max })}
      required="contentAdmin:posts.noteRequired"
      limits={NOTE}
      submitLabel={t('contentAdmin:posts.returnSubmit')}
      what="the returned post"
      save={async (note) => {
        await returnPost(post, note);
        notify('success', t('contentAdmin:posts.returned', { title: post.title }));
        close(true);
      }}
      onCancel={() => close()}
    />
  );
}
