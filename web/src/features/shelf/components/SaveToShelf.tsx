import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { useAction } from '@/lib/actions/use-action';
import { useLoad } from '@/lib/data/use-load';
import { LIMITS } from '@/lib/model';
import {
  REMOVE_ERRORS,
  SAVE_ERRORS,
  isOnShelf,
  removeFromShelf,
  saveToShelf,
  type ShelvablePost,
} from '@/features/shelf/api/shelf';
import { SHELF_SECTION_PATH } from '@/features/shelf/paths';
import styles from '@/components/ui/item-rows.module.css';

/**
 * Saves the post to the member's shelf, or says it is there with a link to the shelf and Remove.
 * Until the shelf answers, the button waits disabled, so nothing moves when it does.
 */
export function SaveToShelf({ uid, post }: { uid: string; post: ShelvablePost }) {
  const { t } = useTranslation('shelf');
  const stored = useLoad(`${uid}/${post.slug}`, () => isOnShelf(uid, post.slug));
  // After a save or a removal here, what it did; before, what the shelf said.
  const [onShelf, setOnShelf] = useState<boolean | null>(null);
  // A shelf that could not be read offers Save: saving a post already there changes nothing.
  const saved = onShelf ?? (stored.status === 'loading' ? null : stored.status === 'ready' && stored.data);

  const save = useAction(
    async () => {
      await saveToShelf(uid, post);
      setOnShelf(true);
    },
    { what: 'Saving a post to the shelf', failure: SAVE_ERRORS, values: { max: LIMITS.rate.shelf.max } },
  );
  const remove = useAction(
    async () => {
      await removeFromShelf(uid, post.slug);
      setOnShelf(false);
    },
    { what: 'Removing a post from the shelf', failure: REMOVE_ERRORS },
  );
  const error = save.error ?? remove.error;

  return (
    <div className={styles.control}>
      {saved ? (
        <>
          <p role="status">
            {t('onShelf')} <Link to={SHELF_SECTION_PATH}>{t('seeShelf')}</Link>
          </p>
          <Button variant="secondary" onClick={() => void remove.run()} disabled={remove.busy}>
            {t('removeFromShelf')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => void save.run()} disabled={saved === null || save.busy}>
          {t('save')}
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
