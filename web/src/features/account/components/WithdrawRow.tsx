import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/ui';
import styles from '@/features/account/pages/AccountPage.module.css';
import { useAction } from '@/lib/actions/use-action';

export interface WithdrawItem {
  /** Which item: post:<slug> or proposal:<id>. */
  itemKey: string;
  title: string;
  /** Its state in words ("Draft", "Declined"). */
  status: string;
  /** The editors' word on it: a returned post's note, a declined proposal's reason. */
  review?: string;
  /** Links after the state (edit, read). */
  links?: ReactNode;
  /** Null when it cannot be withdrawn (published, or the member is suspended). */
  withdraw: (() => Promise<void>) | null;
}

/** One of the member's items, with a two-step Withdraw: the question, then "Yes, withdraw" or "Keep it". */
export function WithdrawRow({ item, onWithdrawn }: { item: WithdrawItem; onWithdrawn: () => void }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  const { run: withdraw, busy } = useAction(
    async () => {
      await item.withdraw?.();
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
      <span className={styles.title}>{item.title}</span> <span className={styles.status}>{item.status}</span>
      {item.review && <span className={styles.review}>{item.review}</span>}
      {item.links}
      {!item.withdraw ? null : asking ? (
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
