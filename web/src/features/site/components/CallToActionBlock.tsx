import { useId } from 'react';
import type { CallToAction } from '@/content/types';
import { LinkButton, pageFrameStyles } from '@/components/ui';
import styles from './SiteContent.module.css';
import { cx } from '@/components/ui/cx';

export function CallToActionBlock({ cta }: { cta: CallToAction }) {
  const headingId = useId();
  return (
    <section className={cx(pageFrameStyles.pageSection, styles.cta)} aria-labelledby={headingId}>
      <h2 id={headingId}>{cta.heading}</h2>
      <p>{cta.body}</p>
      <p>
        <LinkButton to={cta.link.to}>{cta.link.label}</LinkButton>
      </p>
    </section>
  );
}
