import { useEffect, useRef } from 'react';
import { returnedToPlace } from '@/lib/routing/navigation-scroll';
import { practicePages } from '@/content/practice-pages';
import type { PracticeSlug } from '@/config/practices';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { PageHero, Prose, Section, pageFrameStyles } from '@/components/ui';

interface PracticePageProps {
  slug: PracticeSlug;
  /** Bring this section into view and move focus to it (the /practices/bma entry point). */
  focusSection?: string;
}

export default function PracticePage({ slug, focusSection }: PracticePageProps) {
  const page = practicePages[slug];
  const focusRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Back, Forward or a reload return to the reader's place (lib/routing/navigation-scroll.ts).
    if (!focusSection || returnedToPlace()) return;
    const heading = focusRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  }, [focusSection]);

  return (
    <>
      <PageHero hero={page.hero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="About this practice">
          <Prose>
            {page.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <strong>Who it is for:</strong> {page.audience}
            </p>
          </Prose>
        </Section>
        <Section variant="plain" title="What we offer">
          <Prose>
            <ul>
              {page.offers.map((offer) => (
                <li key={offer}>{offer}</li>
              ))}
            </ul>
          </Prose>
        </Section>
        {page.sections?.map((section) => (
          <Section
            key={section.id}
            id={section.id}
            variant="plain"
            title={section.heading}
            {...(section.id === focusSection ? { headingRef: focusRef } : {})}
          >
            <Prose>
              <p>{section.body}</p>
              <ul>
                {section.offers.map((offer) => (
                  <li key={offer}>{offer}</li>
                ))}
              </ul>
            </Prose>
          </Section>
        ))}
        <CallToActionBlock cta={page.cta} />
      </div>
    </>
  );
}
