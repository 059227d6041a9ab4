import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** The top of a page: optional eyebrow, the page's one <h1>, a lead paragraph and actions. */
export function PageHeader({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Actions under the lead, e.g. LinkButtons. */
  children?: ReactNode;
}) {
  return (
    <header className={styles.pageHeader}>
      <div className={styles.pageHeaderInner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </header>
  );
}
