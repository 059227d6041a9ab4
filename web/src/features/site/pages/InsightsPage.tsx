import { insightCollections, insightsHero } from '@/content/insights';
import { Card, CardGrid, CardMeta, PageHero, Section, pageFrameStyles } from '@/components/ui';
import { useLoad } from '@/lib/data/use-load';
import { fetchLatestTitles } from '@/features/site/api/insights';

/** /insights: a card per kind of insight, with its newest published title (rendered on request, routes.ts). */
export default function InsightsPage() {
  const latest = useLoad('latest', fetchLatestTitles, { server: 'insights' });
  return (
    <>
      <PageHero hero={insightsHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="Browse our insights">
          <CardGrid as="ul">
            {insightCollections.map((collection) => {
              const title = latest.status === 'ready' ? (latest.data[collection.kind] ?? 'coming soon') : null;
              return (
                <Card key={collection.path} as="li" title={collection.hero.title} to={collection.path}>
                  <p>{collection.hero.lead}</p>
                  {title && <CardMeta>Latest: {title}</CardMeta>}
                </Card>
              );
            })}
          </CardGrid>
        </Section>
      </div>
    </>
  );
}
