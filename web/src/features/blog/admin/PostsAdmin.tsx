import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { CollectionAdmin } from '../../community/content/admin/CollectionAdmin';
import type { Cursor } from '../../community/content/firestore';
import type { Post } from '../api/post';
import { postErrorKey } from '../api/post-errors';
import { updatePost } from '../api/posts';
import { deletePost, fetchAllPosts, setPublished } from '../api/posts-admin';
import { PostForm } from '../components/PostForm';

type AdminPost = Post & { id: string };
const load = async (after: Cursor | null) => {
  const page = await fetchAllPosts(after);
  return { ...page, items: page.items.map((post) => ({ ...post, id: post.slug })) };
};

/** Admin section: blog posts — publish, unpublish, edit and delete what the voices submit. */
export default function PostsAdmin() {
  const { t } = useTranslation();
  return (
    <CollectionAdmin<AdminPost>
      title={t('contentAdmin:sections.posts')}
      canCreate={false}
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
          run: (post) => setPublished(post.slug, true),
        },
        {
          label: () => t('contentAdmin:unpublish'),
          done: t('contentAdmin:unpublished'),
          show: (post) => post.status === 'published',
          run: (post) => setPublished(post.slug, false),
        },
      ]}
      remove={(post) => deletePost(post.slug)}
      form={({ initial, onSaved, onCancel }) => (
        <>
          <PostForm
            initial={initial}
            errorMessage={(error) => t(postErrorKey(error))}
            actions={[
              {
                label: t('contentAdmin:save'),
                run: async (input) => {
                  if (initial) await updatePost(initial.slug, input);
                  onSaved();
                },
              },
            ]}
          />
          <p>
            <Button variant="secondary" onClick={onCancel}>
              {t('contentAdmin:cancel')}
            </Button>
          </p>
        </>
      )}
    />
  );
}
