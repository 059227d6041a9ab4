import { Link } from 'react-router-dom';
import styles from '@/components/content-list/content-list.module.css';
import inline from '@/components/ui/inline-list.module.css';
import { cx } from '@/components/ui/cx';
import { tagPath } from '@/features/blog/paths';

/** Tags as links to the posts that carry them; nothing when there are none. */
export function TagList({ tags, label }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cx(inline.inlineList, styles.tags)} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className={styles.tag} to={tagPath(tag)}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
