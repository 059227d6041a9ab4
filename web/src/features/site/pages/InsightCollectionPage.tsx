import { insightItemPath, type InsightCollection } from '@/content/insights';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { Card, CardGrid, CardMeta, PageHero, Section, pageFrameStyles } from '@/components/ui';
import { LoadStates } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { insightParagraphs } from '@/lib/model';
import { fetchInsightsOf } from '@/features/site/api/insights';
import styles from '@/features/site/components/SiteContent.module.css';

/** Rendered with its items by communityPage, so a newly published item shows within a minute. */
export default function InsightCollectionPage({ collection }: { collection: InsightCollection }) {
  const { kind } = collection;
  const result = useLoad(kind, () => fetchInsightsOf(kind), { server: 'insights' });
  const noun = collection.hero.title.toLowerCase();
  return (
    <>
      <PageHero hero={collection.hero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title={`All ${noun}`}>
          <LoadStates
            result={result}
            loading={`Loading ${noun}…`}
            error="This page could not be loaded. Check your connection and try again."
            empty="Nothing is published here yet."
            isEmpty={(items) => items.length === 0}
          >
            {(items) => (
              <CardGrid>
                {items.map((item) => (
                  <Card
                    key={item.id}
                    id={item.id}
                    title={item.title}
                    to={collection.itemPages ? insightItemPath(collection, item.id) : undefined}
                  >
                    <CardMeta>
                      {item.date && <FormattedDate iso={item.date.toISOString().slice(0, 10)} />} · {item.byline}
                    </CardMeta>
                    <p>
                      <strong>{item.summary}</strong>
                    </p>
                    {insightParagraphs(item.body).map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                    <ul className={styles.tagList} aria-label="Topics">
                      {item.tags.map((tag) => (
                        <li key={tag}>{tag}</li>
                      ))}
                    </ul>
                  </Card>
                ))}
              </CardGrid>
            )}
          </LoadStates>
        </Section>
        <CallToActionBlock cta={collection.cta} />
      </div>
    </>
  );
}
