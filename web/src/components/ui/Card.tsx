import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from './cx';
import styles from './ui.module.css';
import list from '../content-list/content-list.module.css';

/** A teaser: title (a link covering the whole card when `to` is given) and body. Put Cards in a CardGrid. */
export function Card({
  title,
  to,
  headingLevel = 3,
  children,
}: {
  title: ReactNode;
  to?: string;
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>
        {to ? (
          <Link to={to} className={cx(styles.cardLink)}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      {children}
    </article>
  );
}

/** A responsive grid list of Cards (one column at 320 px, more as space allows). */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={cx(list.grid, styles.cardGrid)}>{children}</div>;
}
