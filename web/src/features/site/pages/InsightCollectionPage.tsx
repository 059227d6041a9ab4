import type { InsightCollection } from '@/content/insights';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { Card, CardGrid, CardMeta, PageHero, Section, pageFrameStyles } from '@/components/ui';
import styles from '@/features/site/components/SiteContent.module.css';

/** News, writing samples, proposals, creative, articles and press: each piece shown in full. */
export default function InsightCollectionPage({ collection }: { collection: InsightCollection }) {
  return (
    <>
      <PageHero hero={collection.hero} />
      <div className={pageFrameStyles.pageBody}>
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
                <ul className={styles.tagList} aria-label="Topics">
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
