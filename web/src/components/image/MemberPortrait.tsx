import { cx } from '@/components/ui/cx';
import { CommunityImage } from './CommunityImage';
import { initialsColourIndexOf, initialsOf } from './initials';
import type { PortraitSize } from './portrait-sizes';
import styles from './member-portrait.module.css';

interface MemberPortraitProps {
  /** The member's display name: the initials and their colour when there is no portrait. */
  name: string;
  /** The card's portraitUrl: an upload's /media/ address or a seeded path; '' or absent for none. */
  portraitUrl?: string | undefined;
  /** The circle's side in CSS pixels; the upload's width is chosen for it (srcset, sizes). */
  size: PortraitSize;
  priority?: boolean;
  className?: string | undefined;
}

/** Decorative: always beside the name, so alt is '' and the initials are hidden from screen readers. */
export function MemberPortrait({ name, portraitUrl, size, priority = false, className }: MemberPortraitProps) {
  if (portraitUrl) {
    return (
      <span className={cx(styles.portrait, className)} data-size={size}>
        <CommunityImage address={portraitUrl} alt="" sizes={`${size}px`} priority={priority} />
      </span>
    );
  }
  // The letters are drawn by CSS from data-initials, not written as text: the name beside them stays
  // the byline's only text, for copying, for search and for finding it by its words.
  return (
    <span
      className={cx(styles.portrait, styles.initials, className)}
      data-size={size}
      data-colour={initialsColourIndexOf(name)}
      aria-hidden="true"
      data-initials={initialsOf(name)}
    />
  );
}
