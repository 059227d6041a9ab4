import { useTranslation } from '@/i18n/useTranslation';
import { Card } from '@/components/ui';
import type { MemberCard } from '@/features/directory/api/members';
import { formatDate } from '@/i18n/format';
import { memberPath } from '@/features/directory/kinds';
import styles from './Directory.module.css';

/** A member's card in a directory grid: name (linking to their page), country, bio, joined. */
export function MemberCardView({ card, own = false }: { card: MemberCard; own?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={card.displayName} to={memberPath(card.uid)}>
      {own && <p className={styles.you}>{t('directory:you')}</p>}
      <p className={styles.country}>{card.country}</p>
      <p className={styles.bio}>{card.bio}</p>
      {card.joined && <p className={styles.joined}>{t('directory:joined', { date: formatDate(card.joined) })}</p>}
    </Card>
  );
}
