import type { InsightCollection } from '../../../content/insights';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { FormattedDate } from '../../../components/ui/FormattedDate';
import { PageHero, Section } from '../../../components/ui';
import '../components/site.css';

/** News, writing samples, proposals, creative, articles and press: each piece shown in full. */
export default function InsightCollectionPage({ collection }: { collection: InsightCollection }) {
  return (
    <>
      <PageHero hero={collection.hero} />
      <div className="page-body">
        <Section variant="plain" title={`All ${collection.hero.title.toLowerCase()}`}>
          <div className="card-grid">
            {collection.items.map((item) => (
              <article key={item.id} id={item.id} className="card" aria-labelledby={`${item.id}-title`}>
                <h3 id={`${item.id}-title`}>{item.title}</h3>
                <p className="card__meta">
                  <FormattedDate iso={item.date} /> · {item.byline}
                </p>
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
              </article>
            ))}
          </div>
        </Section>
        <CallToActionBlock cta={collection.cta} />
      </div>
    </>
  );
}
