import { useId, type ReactNode, type Ref } from 'react';
import pageFrame from './PageFrame.module.css';
import styles from './ui.module.css';

interface SectionProps {
  title?: ReactNode;
  children: ReactNode;
  /** 'plain': a part of a page body that already sets the column. */
  variant?: 'band' | 'plain';
  tone?: 'plain' | 'tinted';
  width?: 'wide' | 'narrow';
  id?: string;
  /** For a page that moves focus to this section's heading (it then takes tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * The section keeps a screen's height in every state, so the list arriving shifts nothing. A data attribute: the CSP
   * forbids inline styles.
   */
  holdsPageList?: boolean;
}

/** A part of a page; a title makes it a labelled region (<h2>). */
export function Section({
  title,
  children,
  variant = 'band',
  tone = 'plain',
  width = 'wide',
  id,
  headingRef,
  holdsPageList,
}: SectionProps) {
  const titleId = useId();
  const heading = title ? (
    <h2
      id={titleId}
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
      className={variant === 'band' ? styles.sectionTitle : undefined}
    >
      {title}
    </h2>
  ) : null;
  if (variant === 'plain') {
    return (
      <section className={pageFrame.pageSection} id={id} aria-labelledby={title ? titleId : undefined}>
        {heading}
        {children}
      </section>
    );
  }
  return (
    <section
      className={styles.section}
      id={id}
      data-tone={tone}
      data-width={width}
      data-list={holdsPageList ? 'page' : undefined}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={styles.sectionInner}>
        {heading}
        {children}
      </div>
    </section>
  );
}
