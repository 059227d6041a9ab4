import { commitments, diversityCta, diversityHero } from '@/content/about';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { Card, CardGrid, PageHero, Section, pageFrameStyles } from '@/components/ui';

export default function DiversityInclusionPage() {
  return (
    <>
      <PageHero hero={diversityHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="Our commitments">
          <CardGrid as="ul">
            {commitments.map((commitment) => (
              <Card key={commitment.heading} as="li" title={commitment.heading}>
                <p>{commitment.body}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <CallToActionBlock cta={diversityCta} />
      </div>
    </>
  );
}
