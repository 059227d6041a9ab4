import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CallToAction } from '../../../content/types';
import './site.css';

export function CallToActionBlock({ cta }: { cta: CallToAction }) {
  const headingId = useId();
  return (
    <section className="cta" aria-labelledby={headingId}>
      <h2 id={headingId}>{cta.heading}</h2>
      <p>{cta.body}</p>
      <Link className="cta__link" to={cta.link.to}>
        {cta.link.label}
      </Link>
    </section>
  );
}
