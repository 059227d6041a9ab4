import { useId, type ReactNode } from 'react';
import './site.css';

/** A titled part of a page: an h2 that names the region for assistive technology. */
export function Section({ heading, children, id }: { heading: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section className="page-section" aria-labelledby={headingId} id={id}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}
