import type { InsightCollection } from '@/content/insights';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { Card, CardGrid, CardMeta, PageHero, Section } from '@/components/ui';
import '@/features/site/components/site.css';

/** News, writing samples, proposals, creative, articles and press: each piece shown in full. */
export default function InsightCollectionPage({ collection }: { collection: InsightCollection }) {
  return (
    <>
      <PageHero hero={collection.hero} />
      <div className="page-body">
        <Section variant="plain" title={`All ${collection.hero.title.toLowerCase()}`}>
          <CardGrid>
            {collection.items.map((item) => (
              <Card key={item.id} id={item.id} title={item.title}>
                <CardMeta>
                  <FormattedDate iso={item.date} /> · {item.byline}
                </CardMeta>
                <p>
                  <strong>{item.summary}</strong>
                </p>
                {item.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <ul className="tag-list" aria-label="Topics">
                  {item.tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <CallToActionBlock cta={collection.cta} />
      </div>
    </>
  );
}
