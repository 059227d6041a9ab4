import { Link } from 'react-router-dom';
import styles from '@/components/content-list/content-list.module.css';
import inline from '@/components/ui/inline-list.module.css';
import type { AdvisoryMember } from '@/features/advisory/api/advisory';
import { useTranslation } from '@/i18n/useTranslation';
import { memberPath } from '@/lib/members/member-path';
import local from './advisory.module.css';
import { CommunityImage } from '@/components/image/CommunityImage';
import { tapTargetStyles } from '@/components/ui';

/** Links only where the admins gave them, nowhere otherwise (decision 0114). */
export function AdvisoryCard({ member, headingLevel = 2 }: { member: AdvisoryMember; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.item}>
      {member.photoUrl && (
        // advisory.module.css: a 6rem circle.
        <CommunityImage className={local.portrait} address={member.photoUrl} alt="" sizes="6rem" />
      )}
      <Heading>{member.name}</Heading>
      <p className={styles.meta}>{member.role}</p>
      <p>{member.bio}</p>
      {(member.memberUid || member.website) && (
        <ul className={inline.inlineList}>
          {member.memberUid && (
            <li>
              <Link
                to={memberPath(member.memberUid)}
                aria-label={t('advisory:links.profileOf', { name: member.name })}
                className={tapTargetStyles.lone}
              >
                {t('advisory:links.profile')}
              </Link>
            </li>
          )}
          {member.website && (
            <li>
              <a
                href={member.website}
                rel="noopener noreferrer"
                aria-label={t('advisory:links.websiteOf', { name: member.name })}
                className={tapTargetStyles.lone}
              >
                {t('advisory:links.website')}
              </a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
