import { useTranslation } from '@/i18n/useTranslation';
import { withdrawProposal, type AccountDocument } from '@/features/account/api/account';
import styles from '@/features/account/pages/AccountPage.module.css';
import { WithdrawRow, type WithdrawItem } from './WithdrawRow';

const titleOf = (document: AccountDocument) => String(document.title ?? document.id);

/** Exactly what the rules let them delete (firestore.rules, bannedBooks). */
export function Withdrawals({
  proposals,
  onWithdrawn,
}: {
  proposals: AccountDocument[];
  /** Called with the key (WithdrawItem.itemKey) of each item withdrawn. */
  onWithdrawn: (itemKey: string) => void;
}) {
  const { t } = useTranslation('account');
  const pending: WithdrawItem[] = proposals
    .filter((proposal) => proposal.status === 'proposed' || proposal.status === 'declined')
    .map((proposal) => ({
      itemKey: `proposal:${proposal.id}`,
      title: titleOf(proposal),
      status: t(`withdraw.statuses.${String(proposal.status)}`),
      ...(proposal.status === 'declined' && {
        review: t('withdraw.reason', { reason: String(proposal.declineReason ?? '') }),
      }),
      withdraw: () => withdrawProposal(proposal.id),
    }));
  return (
    <>
      <p>{t('withdraw.lead')}</p>
      {pending.length === 0 ? (
        <p>{t('withdraw.empty')}</p>
      ) : (
        <ul className={styles.accountList}>
          {pending.map((item) => (
            <WithdrawRow key={item.itemKey} item={item} onWithdrawn={() => onWithdrawn(item.itemKey)} />
          ))}
        </ul>
      )}
    </>
  );
}
