import { useTranslation } from '@/i18n/useTranslation';
import { Card } from '@/components/ui';
import { MemberPortrait } from '@/components/image/MemberPortrait';
import type { MemberCard } from '@/features/directory/api/members';
import { formatDate } from '@/i18n/format';
import { cardPath } from '@/lib/members/member-path';
import styles from './Directory.module.css';

/** A member's card in a directory grid: portrait, name (linking to their page), country, bio, joined. */
export function MemberCardView({ card, own = false }: { card: MemberCard; own?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={card.displayName} to={cardPath(card)} className={styles.memberCard}>
      {/* Beside the name (Directory.module.css), which says who it is: decorative. */}
      <MemberPortrait name={card.displayName} portraitUrl={card.portraitUrl} size={56} />
      {own && <p className={styles.you}>{t('directory:you')}</p>}
      <p className={styles.country}>{card.country}</p>
      <p className={styles.bio}>{card.bio}</p>
      {card.joined && <p className={styles.joined}>{t('directory:joined', { date: formatDate(card.joined) })}</p>}
    </Card>
  );
}
