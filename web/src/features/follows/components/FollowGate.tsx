import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/i18n/i18n';
import { useAuth } from '@/features/auth';
import type { FollowButtonProps } from './FollowButton';

// The button and its words load for signed-in members only: a visitor's page carries none of them,
// nor the Firestore SDK it reads with. Why: docs/decisions/0121-follow-a-writer-or-a-tag.md
const FollowButton = lazy(() =>
  Promise.all([import('./FollowButton'), loadNamespaces(['follows'])]).then(([module]) => ({
    default: module.FollowButton,
  })),
);

/** Follow a writer or a tag, for a signed-in member other than the writer; nothing for anyone else. */
export function FollowControl(props: Omit<FollowButtonProps, 'uid'>) {
  const { user } = useAuth();
  const { kind, target } = props.followable;
  if (!user || (kind === 'writer' && target === user.uid)) return null;
  return (
    <Suspense>
      <FollowButton uid={user.uid} {...props} />
    </Suspense>
  );
}
