import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { AUTH_PATHS } from '@/features/auth';
import { NOTICE_LINKS, type MemberStatus, type MemberType } from '@/lib/model';
import styles from '@/features/account/pages/AccountPage.module.css';

/** Linked by path: a feature never imports another's files. Advisory members have none. */
const CARD_EDITOR: Partial<Record<MemberType, string>> = {
  voice: '/voa/profiles/voice',
  auntie: '/voa/profiles/auntie',
  peer: '/voa/profiles/peer',
};

/** Where the member stands, and the screen that edits it: the application or the public card. */
export function Membership({
  status,
  type,
  card,
  heldCard,
  suspensionReason,
}: {
  status: MemberStatus | null;
  type: MemberType | null;
  card: Record<string, unknown> | null;
  /** The card a suspension or an admin took out of the directories (heldCards/{uid}), if any. */
  heldCard: Record<string, unknown> | null;
  /** Why an admin suspended them (users/{uid}.suspensionReason); '' when not suspended. */
  suspensionReason: string;
}) {
  const { t } = useTranslation('account');
  const held = heldCard && (
    <p>
      {t(heldCard.reason === 'removed' ? 'membership.heldRemoved' : 'membership.heldSuspended', {
        name: String(heldCard.displayName ?? ''),
      })}
    </p>
  );
  if (status === 'active') {
    const editor = type ? CARD_EDITOR[type] : undefined;
    return (
      <>
        <p>{t('membership.active', { type: type ? t(`membership.types.${type}`) : '' })}</p>
        {card ? (
          <p>{t('membership.card', { name: String(card.displayName ?? ''), country: String(card.country ?? '') })}</p>
        ) : (
          (held ?? <p>{t('membership.noCard')}</p>)
        )}
        {card && editor && (
          <p>
            <Link to={editor}>{t('membership.editCard')}</Link>
          </p>
        )}
      </>
    );
  }
  if (status === 'pending') {
    return (
      <>
        <p>{t('membership.pending')}</p>
        <p>
          <Link to={AUTH_PATHS.onboarding}>{t('membership.seeApplication')}</Link>
        </p>
      </>
    );
  }
  // Suspended by an admin (manageMember), who said why: nothing to apply for or edit until they are reinstated.
  if (status === 'suspended')
    return (
      <>
        <p>{t('membership.suspended')}</p>
        {suspensionReason && (
          <>
            <p>{t('membership.suspensionReason')}</p>
            <blockquote className={styles.reason}>{suspensionReason}</blockquote>
          </>
        )}
        {held}
        <p>
          {t('membership.appeal')} <Link to={NOTICE_LINKS.contact}>{t('membership.appealLink')}</Link>
        </p>
      </>
    );
  return (
    <>
      <p>{t('membership.none')}</p>
      <p>
        <Link to={AUTH_PATHS.onboarding}>{t('membership.apply')}</Link>
      </p>
    </>
  );
}
