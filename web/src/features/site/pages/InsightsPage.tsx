import { insightCollections, insightsHero } from '@/content/insights';
import { Card, CardGrid, CardMeta, PageHero, Section } from '@/components/ui';
import '@/features/site/components/site.css';

export default function InsightsPage() {
  return (
    <>
      <PageHero hero={insightsHero} />
      <div className="page-body">
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
