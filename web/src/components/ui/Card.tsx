import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from './cx';
import styles from './ui.module.css';
import list from '@/components/content-list/content-list.module.css';

/** In a list grid (`<CardGrid as="ul">`) each card is an `li`. */
export function Card({
  title,
  to,
  headingLevel = 3,
  as: Element = 'article',
  id,
  className,
  children,
}: {
  title: ReactNode;
  to?: string | undefined;
  headingLevel?: 2 | 3 | 4;
  as?: 'article' | 'li';
  id?: string;
  /** A layout of the card's own (a portrait beside the text); the card's look stays the system's. */
  className?: string | undefined;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element className={cx(styles.card, className)} id={id}>
      <Heading className={styles.cardTitle}>
        {to ? (
          <Link to={to} className={styles.cardLink}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      {children}
    </Element>
  );
}

/** A card's secondary line (a date, a role, what is typical), in the muted ink. */
export function CardMeta({ children }: { children: ReactNode }) {
  return <p className={styles.cardMeta}>{children}</p>;
}

/** A responsive grid of Cards (one column at 320 px, more as space allows); `ul` for a list of them. */
export function CardGrid({ as: Element = 'div', children }: { as?: 'div' | 'ul'; children: ReactNode }) {
  return <Element className={cx(list.grid, styles.cardGrid)}>{children}</Element>;
}
