import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

/** A band of a page with a centred column; a title makes it a labelled region (<h2>). */
export function Section({
  title,
  tone = 'plain',
  width = 'wide',
  children,
}: {
  title?: ReactNode;
  tone?: 'plain' | 'tinted';
  width?: 'wide' | 'narrow';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      className={styles.section}
      data-tone={tone}
      data-width={width}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={styles.sectionInner}>
        {title ? (
          <h2 id={titleId} className={styles.sectionTitle}>
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
}
