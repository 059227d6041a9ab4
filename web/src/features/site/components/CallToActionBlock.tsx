import { useId } from 'react';
import type { CallToAction } from '@/content/types';
import { LinkButton } from '@/components/ui';
import './site.css';

export function CallToActionBlock({ cta }: { cta: CallToAction }) {
  const headingId = useId();
  return (
    <section className="page-section cta" aria-labelledby={headingId}>
      <h2 id={headingId}>{cta.heading}</h2>
      <p>{cta.body}</p>
      <p>
        <LinkButton to={cta.link.to}>{cta.link.label}</LinkButton>
      </p>
    </section>
  );
}
