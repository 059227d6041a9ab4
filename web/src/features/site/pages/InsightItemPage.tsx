import { Link, useLocation, useParams } from 'react-router-dom';
import { insightItemPath, type InsightCollection } from '@/content/insights';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { PageHead } from '@/components/head/PageHead';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { CardMeta, PageHeader, Prose, Section, pageFrameStyles, tapTargetStyles } from '@/components/ui';
import { LoadStates } from '@/components/list-states/ListStates';
import { ShareButton } from '@/components/share/ShareButton';
import { useLoad } from '@/lib/data/use-load';
import { useServerNotFound } from '@/lib/data/server-data';
import { shareImageName } from '@/lib/routing/share-image';
import { insightParagraphs } from '@/lib/model';
import { fetchInsight, type Insight } from '@/features/site/api/insights';
import styles from '@/features/site/components/SiteContent.module.css';

/** Its title, its summary as the description, the collection's build-time image as the preview. */
function InsightItemHead({ collection, item }: { collection: InsightCollection; item: Insight }) {
  return (
    <PageHead
      title={item.title}
      description={item.summary}
      path={insightItemPath(collection, item.id)}
      image={{ name: shareImageName(collection.path) }}
    />
  );
}

/** Before the item is there, or at an address without one (then out of search results). */
function PlaceholderHead({ collection, missing }: { collection: InsightCollection; missing: boolean }) {
  const { pathname } = useLocation();
  return (
    <PageHead
      title={collection.hero.title}
      description={collection.hero.lead}
      path={pathname}
      image={{ name: shareImageName(collection.path) }}
      noindex={missing}
    />
  );
}

/**
 * /insights/news/:itemId — one item of a collection at its own address, the one its Share sends. Rendered with the
 * item by the communityPage function, so a published edit shows within a minute; an unknown, unpublished or other
 * kind's id is answered 404.
 */
export default function InsightItemPage({ collection }: { collection: InsightCollection }) {
  const { kind } = collection;
  const { itemId = '' } = useParams();
  const result = useLoad(itemId, () => fetchInsight(kind, itemId), { server: 'insight' });
  const item = result.status === 'ready' ? result.data : null;
  const missing = result.status === 'ready' && item === null;
  useServerNotFound(missing);
  const noun = collection.hero.title.toLowerCase();
  const allOfThem = (
    <Link to={collection.path} className={tapTargetStyles.lone}>
      {`All ${noun}`}
    </Link>
  );

  if (!item)
    return (
      <>
        <PlaceholderHead collection={collection} missing={missing} />
        <PageHeader eyebrow={collection.hero.eyebrow} title={collection.hero.title}>
          {allOfThem}
        </PageHeader>
        <Section holdsPageList>
          <LoadStates
            result={result}
            loading="Loading…"
            error="This page could not be loaded. Check your connection and try again."
            empty={`There is no such item in ${noun}. It may have been taken off the site.`}
            isEmpty={() => true}
          >
            {() => null}
          </LoadStates>
        </Section>
      </>
    );

  return (
    <>
      <InsightItemHead collection={collection} item={item} />
      <PageHeader eyebrow={collection.hero.title} title={item.title} lead={item.summary}>
        {allOfThem}
        <ShareButton title={item.title} path={insightItemPath(collection, item.id)} />
      </PageHeader>
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain">
          <CardMeta>
            {item.date && <FormattedDate iso={item.date.toISOString().slice(0, 10)} />} · {item.byline}
          </CardMeta>
          <Prose>
            {insightParagraphs(item.body).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          <ul className={styles.tagList} aria-label="Topics">
            {item.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </Section>
        <CallToActionBlock cta={collection.cta} />
      </div>
    </>
  );
}
