import { Link } from 'react-router-dom';
import { Button } from '@/components/ui';
import { PagedListStates } from '@/components/list-states/ListStates';
import { useTranslation } from '@/i18n/useTranslation';
import { useAction } from '@/lib/actions/use-action';
import { usePagedList, type PagedList } from '@/lib/data/use-paged-list';
import { memberPath } from '@/lib/members/member-path';
import { tagPath } from '@/features/blog';
import { UNFOLLOW_ERRORS, fetchFollows, unfollow, type Followed } from '@/features/follows/api/follows';
import styles from '@/components/ui/item-rows.module.css';

/** A writer's page by their uid (it moves to their slug's address), or the tag's posts. */
const pathOf = ({ kind, target }: Followed) => (kind === 'writer' ? memberPath(target) : tagPath(target));

/** "What I follow" on My account: the writers and tags the member follows, the latest first, with Unfollow. */
export function MyFollows({ uid }: { uid: string }) {
  const { t } = useTranslation('follows');
  const list = usePagedList(uid, (after) => fetchFollows(uid, after));
  return (
    <PagedListStates list={list} loading={t('loading')} error={t('loadError')} empty={t('empty')}>
      {(follows) => (
        <ul className={styles.rows}>
          {follows.map((followed) => (
            <FollowRow key={followed.id} uid={uid} followed={followed} list={list} />
          ))}
        </ul>
      )}
    </PagedListStates>
  );
}

function FollowRow({ uid, followed, list }: { uid: string; followed: Followed; list: PagedList<Followed> }) {
  const { t } = useTranslation('follows');
  const stop = useAction(
    async () => {
      await unfollow(uid, followed);
      if (list.status === 'ready') list.update((item) => item.id === followed.id, null);
    },
    { what: 'Unfollowing from My account', failure: UNFOLLOW_ERRORS },
  );
  return (
    <li className={styles.row}>
      <Link className={styles.name} to={pathOf(followed)}>
        {followed.name}
      </Link>
      <span className={styles.note}>{t(`kinds.${followed.kind}`)}</span>
      <Button
        variant="secondary"
        onClick={() => void stop.run()}
        disabled={stop.busy}
        aria-label={t('unfollowNamed', { name: followed.name })}
      >
        {t('unfollow')}
      </Button>
      {stop.error && <p role="alert">{stop.error}</p>}
    </li>
  );
}
