import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { withdrawPost, type AccountDocument } from '@/features/account/api/account';
import styles from '@/features/account/pages/AccountPage.module.css';
import { NOTICE_LINKS } from '@/lib/model';
import { WithdrawRow, type WithdrawItem } from './WithdrawRow';

/** A post's stored state, or null for a value the model does not know. */
const POST_STATES = ['draft', 'submitted', 'returned', 'published'] as const;
type PostState = (typeof POST_STATES)[number];
const stateOf = (post: AccountDocument): PostState | null => POST_STATES.find((state) => state === post.status) ?? null;

/** Paths of the blog's routes come from the model: a feature never imports another's. */
export function MyWriting({
  posts,
  canEdit,
  canWithdraw,
  onWithdrawn,
}: {
  posts: AccountDocument[];
  /** Whether they may write (an active voice): the edit links lead somewhere. */
  canEdit: boolean;
  /** False for a suspended member (firestore.rules: notSuspended). */
  canWithdraw: boolean;
  onWithdrawn: (itemKey: string) => void;
}) {
  const { t } = useTranslation('account');
  // The latest edited first (`updated` is ISO 8601 text: it sorts as it reads).
  const latestFirst = [...posts].sort((a, b) => String(b.updated ?? '').localeCompare(String(a.updated ?? '')));
  const items = latestFirst.flatMap((post): WithdrawItem[] => {
    const state = stateOf(post);
    if (!state) return [];
    const title = String(post.title ?? post.id);
    const note = typeof post.reviewNote === 'string' && post.reviewNote !== '' ? post.reviewNote : null;
    const published = state === 'published';
    return [
      {
        itemKey: `post:${post.id}`,
        title,
        status: t(`writing.states.${state}`),
        ...(note && !published && { review: t('withdraw.note', { note }) }),
        links: published ? (
          <Link to={NOTICE_LINKS.post(post.id)}>{t('writing.read', { title })}</Link>
        ) : canEdit ? (
          <Link to={NOTICE_LINKS.revise(post.id)}>
            {t(state === 'returned' ? 'withdraw.revise' : 'writing.edit', { title })}
          </Link>
        ) : null,
        withdraw: canWithdraw && !published ? () => withdrawPost(post.id) : null,
      },
    ];
  });
  return (
    <>
      <p>{t('writing.lead')}</p>
      {items.length === 0 ? (
        <p>{t('writing.empty')}</p>
      ) : (
        <ul className={styles.accountList}>
          {items.map((item) => (
            <WithdrawRow key={item.itemKey} item={item} onWithdrawn={() => onWithdrawn(item.itemKey)} />
          ))}
        </ul>
      )}
      {items.some((item) => item.withdraw === null) && canWithdraw && <p>{t('withdraw.published')}</p>}
    </>
  );
}
