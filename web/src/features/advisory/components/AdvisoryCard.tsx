import styles from '@/components/content-list/content-list.module.css';
import inline from '@/components/ui/inline-list.module.css';
import type { AdvisoryMember } from '@/features/advisory/api/advisory';
import local from './advisory.module.css';

export function AdvisoryCard({ member, headingLevel = 2 }: { member: AdvisoryMember; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.item}>
      {member.photoUrl && <img className={local.portrait} src={member.photoUrl} alt="" loading="lazy" />}
      <Heading>{member.name}</Heading>
      <p className={styles.meta}>{member.role}</p>
      <p>{member.bio}</p>
      {member.links.length > 0 && (
        <ul className={inline.inlineList}>
          {member.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
