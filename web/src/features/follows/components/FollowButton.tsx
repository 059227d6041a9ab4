import { useState } from 'react';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { useAction } from '@/lib/actions/use-action';
import { useLoad } from '@/lib/data/use-load';
import { LIMITS, isTag } from '@/lib/model';
import {
  FOLLOW_ERRORS,
  UNFOLLOW_ERRORS,
  follow,
  isFollowing,
  unfollow,
  type Followable,
} from '@/features/follows/api/follows';
import styles from '@/components/ui/item-rows.module.css';

export interface FollowButtonProps {
  uid: string;
  followable: Followable;
  /** Told of each follow (true) and unfollow (false) made here: the page's count moves with it. */
  onChange?: (following: boolean) => void;
}

/** Nothing for a tag typed into the address that the blog would never carry: it cannot be followed. */
export function FollowButton(props: FollowButtonProps) {
  const { kind, target } = props.followable;
  return kind === 'tag' && !isTag(target) ? null : <FollowOrUnfollow {...props} />;
}

/**
 * Follow, or "You follow …" with Unfollow. Until the member's follows answer, Follow waits disabled,
 * so nothing moves when they do.
 */
function FollowOrUnfollow({ uid, followable, onChange }: FollowButtonProps) {
  const { t } = useTranslation('follows');
  const { kind, target, name } = followable;
  const stored = useLoad(`${uid}/${kind}:${target}`, () => isFollowing(uid, followable));
  // After a follow or an unfollow here, what it did; before, what the member's follows said.
  const [made, setMade] = useState<boolean | null>(null);
  // Follows that could not be read offer Follow: following again changes nothing.
  const following = made ?? (stored.status === 'loading' ? null : stored.status === 'ready' && stored.data);

  const start = useAction(
    async () => {
      await follow(uid, followable);
      setMade(true);
      onChange?.(true);
    },
    { what: 'Following', failure: FOLLOW_ERRORS, values: { max: LIMITS.rate.follow.max } },
  );
  const stop = useAction(
    async () => {
      await unfollow(uid, followable);
      setMade(false);
      onChange?.(false);
    },
    { what: 'Unfollowing', failure: UNFOLLOW_ERRORS },
  );
  const error = start.error ?? stop.error;

  return (
    <div className={styles.control}>
      {following ? (
        <>
          <p role="status">{kind === 'writer' ? t('followingWriter', { name }) : t('followingTag', { tag: name })}</p>
          <Button variant="secondary" onClick={() => void stop.run()} disabled={stop.busy}>
            {t('unfollow')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => void start.run()} disabled={following === null || start.busy}>
          {kind === 'writer' ? t('followWriter') : t('followTag')}
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
