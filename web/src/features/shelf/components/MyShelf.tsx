import { Link } from 'react-router-dom';
import { Button } from '@/components/ui';
import { PagedListStates } from '@/components/list-states/ListStates';
import { useTranslation } from '@/i18n/useTranslation';
import { useAction } from '@/lib/actions/use-action';
import { usePagedList, type PagedList } from '@/lib/data/use-paged-list';
import { formatDate } from '@/i18n/format';
import { postPath } from '@/features/blog';
import { REMOVE_ERRORS, fetchShelf, removeFromShelf, type ShelvedPost } from '@/features/shelf/api/shelf';
import styles from '@/components/ui/item-rows.module.css';

/**
 * "My shelf" on My account: the posts the member saved to read later, the latest first, each linked
 * to the post, with Remove. A post taken off the blog since stays listed until removed; its link then
 * leads to the page that says it is not there.
 */
export function MyShelf({ uid }: { uid: string }) {
  const { t } = useTranslation('shelf');
  const list = usePagedList(uid, (after) => fetchShelf(uid, after));
  return (
    <PagedListStates list={list} loading={t('loading')} error={t('loadError')} empty={t('empty')}>
      {(posts) => (
        <ul className={styles.rows}>
          {posts.map((post) => (
            <ShelfRow key={post.slug} uid={uid} post={post} list={list} />
          ))}
        </ul>
      )}
    </PagedListStates>
  );
}

function ShelfRow({ uid, post, list }: { uid: string; post: ShelvedPost; list: PagedList<ShelvedPost> }) {
  const { t } = useTranslation('shelf');
  const remove = useAction(
    async () => {
      await removeFromShelf(uid, post.slug);
      if (list.status === 'ready') list.update((item) => item.slug === post.slug, null);
    },
    { what: 'Removing a post from the shelf', failure: REMOVE_ERRORS },
  );
  return (
    <li className={styles.row}>
      <Link className={styles.name} to={postPath(post.slug)}>
        {post.title}
      </Link>
      {post.saved && (
        <span className={styles.note}>
          {t('savedOn')} <time dateTime={post.saved.toISOString()}>{formatDate(post.saved)}</time>
        </span>
      )}
      <Button
        variant="secondary"
        onClick={() => void remove.run()}
        disabled={remove.busy}
        aria-label={t('removeTitled', { title: post.title })}
      >
        {t('remove')}
      </Button>
      {remove.error && <p role="alert">{remove.error}</p>}
    </li>
  );
}
