import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/ui';
import { CollectionEditor } from '@/components/collection-editor/CollectionEditor';
import { noteDecision } from '@/components/collection-editor/note-decision';
import { LIMITS } from '@/lib/model';
import type { Cursor } from '@/lib/firebase/load-firestore';
import { postSlug, type Post, type PostInput } from '@/features/blog/api/post';
import {
  createPostAsAdmin,
  deletePost,
  fetchAllPosts,
  returnPost,
  setPublished,
  updatePostAsAdmin,
} from '@/features/blog/api/posts-admin';
import { PostForm } from '@/features/blog/components/PostForm';
import { postPath } from '@/features/blog/paths';
import { formValuesOf } from '@/features/blog/api/post-drafts';
import { useAuth } from '@/features/auth';

type AdminPost = Post & { id: string };
const load = async (after: Cursor | null) => {
  const page = await fetchAllPosts(after);
  return { ...page, items: page.items.map((post) => ({ ...post, id: post.slug })) };
};

export default function PostsAdmin() {
  const { t } = useTranslation();
  const { user } = useAuth();

  /** A new post signed by the editorial team; the slug comes from the title, as for the voices. */
  const create = async (input: PostInput, status: 'draft' | 'published') => {
    if (!user) throw Object.assign(new Error('signed out'), { code: 'permission-denied' });
    await createPostAsAdmin(
      postSlug(input.title),
      input,
      { uid: user.uid, displayName: t('blog:editorialAuthor') },
      status,
    );
  };

  return (
    <CollectionEditor<AdminPost>
      title={t('contentAdmin:sections.posts')}
      load={load}
      describe={(post) => ({
        name: post.title,
        meta: `${post.author.displayName} · ${t(`contentAdmin:status.${post.status}`)}`,
      })}
      actions={[
        {
          label: () => t('contentAdmin:publish'),
          done: t('contentAdmin:published'),
          show: (post) => post.status !== 'published',
          run: (post) => setPublished(post, true),
        },
        {
          label: () => t('contentAdmin:unpublish'),
          done: t('contentAdmin:unpublished'),
          show: (post) => post.status === 'published',
          run: (post) => setPublished(post, false),
        },
      ]}
      detail={noteDecision<AdminPost>(t, {
        kind: 'return',
        show: (post) => post.status === 'submitted',
        about: (post) => ({ title: post.title, author: post.author.displayName }),
        previous: (post) => post.reviewNote,
        limits: LIMITS.post.reviewNote,
        save: returnPost,
      })}
      // The post page itself, which shows an admin a post that is not published yet (firestore.rules).
      view={{
        label: t('contentAdmin:posts.read'),
        name: (post) => t('contentAdmin:posts.readItem', { name: post.title }),
        to: (post) => postPath(post.slug),
      }}
      remove={deletePost}
      form={({ initial, onSaved, onCancel }) => (
        <>
          {!initial && <p>{t('contentAdmin:posts.newNote', { name: t('blog:editorialAuthor') })}</p>}
          <PostForm
            initial={formValuesOf(initial)}
            byline={t('blog:preview.byline', {
              name: initial ? initial.author.displayName : t('blog:editorialAuthor'),
            })}
            actions={
              initial
                ? [
                    {
                      label: t('common:forms.save'),
                      run: async (input) => {
                        await updatePostAsAdmin(initial.slug, input);
                        onSaved();
                      },
                    },
                  ]
                : [
                    {
                      label: t('contentAdmin:posts.saveDraft'),
                      run: async (input) => {
                        await create(input, 'draft');
                        onSaved(t('contentAdmin:posts.draftSaved'));
                      },
                    },
                    {
                      label: t('contentAdmin:posts.publishNow'),
                      run: async (input) => {
                        await create(input, 'published');
                        onSaved(t('contentAdmin:published'));
                      },
                    },
                  ]
            }
          />
          <p>
            <Button variant="secondary" onClick={onCancel}>
              {t('common:forms.cancel')}
            </Button>
          </p>
        </>
      )}
    />
  );
}
