import styles from '@/components/content-list/content-list.module.css';
import inline from '@/components/ui/inline-list.module.css';
import type { AdvisoryMember } from '@/features/advisory/api/advisory';
import local from './advisory.module.css';
import { CommunityImage } from '@/components/image/CommunityImage';
import { tapTargetStyles } from '@/components/ui';

export function AdvisoryCard({ member, headingLevel = 2 }: { member: AdvisoryMember; headingLevel?: 2 | 3 }) {
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
      {member.links.length > 0 && (
        <ul className={inline.inlineList}>
          {member.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener noreferrer" className={tapTargetStyles.lone}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
