import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/i18n/i18n';
import { useAuth } from '@/features/auth';
import type { ShelvablePost } from '@/features/shelf/api/shelf';

// The control and its words load for signed-in members only: a visitor's post page carries none of
// them, nor the Firestore SDK it reads with. Why: docs/decisions/0117-my-shelf-and-sharing.md
const SaveToShelf = lazy(() =>
  Promise.all([import('./SaveToShelf'), loadNamespaces(['shelf'])]).then(([module]) => ({
    default: module.SaveToShelf,
  })),
);

/** "Save to my shelf" under a published post, for a signed-in member; nothing for anyone else. */
export function ShelfControl({ post }: { post: ShelvablePost }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense>
      <SaveToShelf uid={user.uid} post={post} />
    </Suspense>
  );
}
