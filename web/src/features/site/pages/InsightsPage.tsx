import { insightCollections, insightsHero } from '@/content/insights';
import { Card, CardGrid, CardMeta, PageHero, Section, pageFrameStyles } from '@/components/ui';

export default function InsightsPage() {
  return (
    <>
      <PageHero hero={insightsHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="Browse our insights">
          <CardGrid as="ul">
            {insightCollections.map((collection) => (
              <Card key={collection.path} as="li" title={collection.hero.title} to={collection.path}>
                <p>{collection.hero.lead}</p>
                <CardMeta>Latest: {collection.items[0]?.title ?? 'coming soon'}</CardMeta>
              </Card>
            ))}
          </CardGrid>
        </Section>
      </div>
    </>
  );
}
