import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/ui';
import { withdrawPost, withdrawProposal, type AccountDocument } from '@/features/account/api/account';
import styles from '@/features/account/pages/AccountPage.module.css';
import { useAction } from '@/lib/actions/use-action';
import { NOTICE_LINKS } from '@/lib/model';

interface Item {
  /** Which item: post:<slug> or proposal:<id>. */
  itemKey: string;
  title: string;
  status: string;
  /** The editors' word on it: a returned post's note (with where to revise it), a declined proposal's reason. */
  review?: { text: string; revise?: string };
  withdraw: () => Promise<void>;
}

/** The blog's write page, by the model's path: a feature never imports another's files. */
const revisePath = NOTICE_LINKS.revise;

const titleOf = (document: AccountDocument) => String(document.title ?? document.id);

/** One unpublished item with a two-step Withdraw: the question, then "Yes, withdraw" or "Keep it". */
function WithdrawRow({ item, onWithdrawn }: { item: Item; onWithdrawn: () => void }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  const { run: withdraw, busy } = useAction(
    async () => {
      await item.withdraw();
      onWithdrawn();
    },
    {
      what: 'Withdrawing',
      failure: { default: 'account:withdraw.failed' },
      values: { title: item.title },
      success: t('withdraw.done', { title: item.title }),
      show: 'toast',
    },
  );
  return (
    <li className={styles.accountItem}>
      <span className={styles.title}>{item.title}</span>{' '}
      <span className={styles.status}>{t(`withdraw.statuses.${item.status}`)}</span>
      {item.review && (
        <span className={styles.review}>
          <span>{item.review.text}</span>
          {item.review.revise && (
            <>
              {' '}
              <Link to={item.review.revise}>{t('withdraw.revise', { title: item.title })}</Link>
            </>
          )}
        </span>
      )}
      {asking ? (
        <span className={styles.actions} role="group" aria-label={t('withdraw.confirm', { title: item.title })}>
          <span>{t('withdraw.confirm', { title: item.title })}</span>
          <Button onClick={() => void withdraw()} disabled={busy} aria-busy={busy || undefined}>
            {t('withdraw.confirmYes')}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
            {t('withdraw.confirmNo')}
          </Button>
        </span>
      ) : (
        <Button
          variant="secondary"
          onClick={() => setAsking(true)}
          aria-label={t('withdraw.actionLabel', { title: item.title })}
        >
          {t('withdraw.action')}
        </Button>
      )}
    </li>
  );
}

/**
 * The member's unpublished posts (draft, submitted, returned with the editors' note) and proposals
 * awaiting review or declined (with the reason), each with Withdraw: exactly what the rules let them
 * delete (firestore.rules, posts and bannedBooks).
 */
export function Withdrawals({
  posts,
  proposals,
  onWithdrawn,
}: {
  posts: AccountDocument[];
  proposals: AccountDocument[];
  /** Called with the key (Item.itemKey) of each item withdrawn. */
  onWithdrawn: (itemKey: string) => void;
}) {
  const { t } = useTranslation('account');
  const unpublishedPosts: Item[] = posts
    .filter((post) => post.status === 'draft' || post.status === 'submitted' || post.status === 'returned')
    .map((post) => ({
      itemKey: `post:${post.id}`,
      title: titleOf(post),
      status: String(post.status),
      ...(typeof post.reviewNote === 'string' &&
        post.reviewNote !== '' && {
          review: { text: t('withdraw.note', { note: post.reviewNote }), revise: revisePath(post.id) },
        }),
      withdraw: () => withdrawPost(post.id),
    }));
  const pendingProposals: Item[] = proposals
    .filter((proposal) => proposal.status === 'proposed' || proposal.status === 'declined')
    .map((proposal) => ({
      itemKey: `proposal:${proposal.id}`,
      title: titleOf(proposal),
      status: String(proposal.status),
      ...(proposal.status === 'declined' && {
        review: { text: t('withdraw.reason', { reason: String(proposal.declineReason ?? '') }) },
      }),
      withdraw: () => withdrawProposal(proposal.id),
    }));
  const hasPublished = posts.some((post) => post.status === 'published');
  return (
    <>
      <p>{t('withdraw.lead')}</p>
      {unpublishedPosts.length === 0 && pendingProposals.length === 0 && <p>{t('withdraw.empty')}</p>}
      {unpublishedPosts.length > 0 && (
        <>
          <h3>{t('withdraw.postsCaption')}</h3>
          <ul className={styles.accountList}>
            {unpublishedPosts.map((item) => (
              <WithdrawRow key={item.itemKey} item={item} onWithdrawn={() => onWithdrawn(item.itemKey)} />
            ))}
          </ul>
        </>
      )}
      {pendingProposals.length > 0 && (
        <>
          <h3>{t('withdraw.proposalsCaption')}</h3>
          <ul className={styles.accountList}>
            {pendingProposals.map((item) => (
              <WithdrawRow key={item.itemKey} item={item} onWithdrawn={() => onWithdrawn(item.itemKey)} />
            ))}
          </ul>
        </>
      )}
      {hasPublished && <p>{t('withdraw.published')}</p>}
    </>
  );
}
