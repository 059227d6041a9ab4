import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/image/ResponsiveImage';
import type { Picture } from '@/components/image/picture';
import { cx } from './cx';
import styles from './ui.module.css';

/** The artwork of a header band: the site's abstract images are decorative, so alt is '' for them. */
export interface HeaderArt {
  picture: Picture;
  alt: string;
}

/** With `art` the band is the image, loaded first (the LCP). */
export function PageHeader({
  title,
  eyebrow,
  lead,
  art,
  aside,
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  art?: HeaderArt;
  /** Under the actions, inside the band (on the panel when there is art). */
  aside?: ReactNode;
  /** Actions under the lead, e.g. LinkButtons. */
  children?: ReactNode;
}) {
  const text = (
    <>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
      {aside}
    </>
  );
  return (
    <header className={styles.pageHeader} data-art={art ? '' : undefined}>
      {art ? (
        <ResponsiveImage
          picture={art.picture}
          alt={art.alt}
          sizes="100vw"
          priority
          className={cx(styles.pageHeaderArt)}
        />
      ) : null}
      <div className={styles.pageHeaderInner}>{art ? <div className={styles.pageHeaderPanel}>{text}</div> : text}</div>
    </header>
  );
}
