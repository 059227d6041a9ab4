import { useEffect, useRef } from 'react';
import { practicePages } from '../../../content/practice-pages';
import type { PracticeSlug } from '../../../content/practices';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';

interface PracticePageProps {
  slug: PracticeSlug;
  /** Bring this section into view and move focus to it (the /practices/bma entry point). */
  focusSection?: string;
}

export default function PracticePage({ slug, focusSection }: PracticePageProps) {
  const page = practicePages[slug];
  const focusRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusSection) return;
    const heading = focusRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  }, [focusSection]);

  return (
    <>
      <PageHero hero={page.hero} />
      <div className="page-body">
        <Section heading="About this practice">
          <div className="prose">
            {page.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <strong>Who it is for:</strong> {page.audience}
            </p>
          </div>
        </Section>
        <Section heading="What we offer">
          <ul className="prose">
            {page.offers.map((offer) => (
              <li key={offer}>{offer}</li>
            ))}
          </ul>
        </Section>
        {page.sections?.map((section) => (
          <section key={section.id} id={section.id} className="page-section" aria-labelledby={`${section.id}-heading`}>
            <h2
              id={`${section.id}-heading`}
              ref={section.id === focusSection ? focusRef : undefined}
              tabIndex={section.id === focusSection ? -1 : undefined}
            >
              {section.heading}
            </h2>
            <p className="prose">{section.body}</p>
            <ul className="prose">
              {section.offers.map((offer) => (
                <li key={offer}>{offer}</li>
              ))}
            </ul>
          </section>
        ))}
        <CallToActionBlock cta={page.cta} />
      </div>
    </>
  );
}
