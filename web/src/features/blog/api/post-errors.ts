/** An i18n key for why saving a post failed. */
export function postErrorKey(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'already-exists') return 'blog:errors.slugTaken';
  if (code === 'permission-denied') return 'blog:errors.denied';
  if (code === 'no-card') return 'blog:errors.noCard';
  if (code === 'unavailable') return 'blog:errors.offline';
  return 'blog:errors.unknown';
}
