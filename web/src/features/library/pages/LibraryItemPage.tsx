import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { PageHeader, Prose, Section, tapTargetStyles } from '@/components/ui';
import { LoadStates } from '@/components/list-states/ListStates';
import { ShareButton } from '@/components/share/ShareButton';
import { CommunityImage } from '@/components/image/CommunityImage';
import { useLoad } from '@/lib/data/use-load';
import { useServerNotFound } from '@/lib/data/server-data';
import { fetchLibraryItem } from '@/features/library/api/library';
import { libraryByline } from '@/features/library/components/library-byline';
import { LibraryItemHead, LibraryItemPlaceholderHead } from '@/features/library/components/LibraryItemHead';
import { LIBRARY_PATH, libraryItemPath } from '@/lib/routing/library-path';
import styles from '@/features/library/components/library-item.module.css';

/** A cover beside the text from a tablet's width, above it on a phone: at most 16rem wide. */
const COVER_SIZES = '16rem';

/**
 * /voa/library/:itemId — one entry of the library at its own address, the one its Share sends. Rendered with the entry
 * by the communityPage function; an unknown id is answered 404.
 */
export default function LibraryItemPage() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  const result = useLoad(itemId, () => fetchLibraryItem(itemId), { server: 'libraryItem' });
  const item = result.status === 'ready' ? result.data : null;
  const missing = result.status === 'ready' && item === null;
  useServerNotFound(missing);

  const allOfIt = (
    <Link to={LIBRARY_PATH} className={tapTargetStyles.lone}>
      {t('library:all')}
    </Link>
  );
  if (!item)
    return (
      <>
        <LibraryItemPlaceholderHead missing={missing} />
        <PageHeader eyebrow={t('library:title')} title={t('library:itemFallbackTitle')}>
          {allOfIt}
        </PageHeader>
        <Section holdsPageList>
          <LoadStates
            result={result}
            loading={t('library:loadingItem')}
            error={t('library:itemError')}
            empty={t('library:itemNotFound')}
            isEmpty={() => true}
          >
            {() => null}
          </LoadStates>
        </Section>
      </>
    );

  return (
    <>
      <LibraryItemHead item={item} />
      <PageHeader
        eyebrow={t('library:title')}
        title={item.title}
        lead={`${libraryByline(item, t)} · ${t(`library:categories.${item.category}`)}`}
      >
        {allOfIt}
        <ShareButton title={item.title} path={libraryItemPath(item.id)} />
      </PageHeader>
      <Section width="narrow">
        <div className={styles.entry}>
          {item.coverUrl && (
            <CommunityImage
              className={styles.cover}
              address={item.coverUrl}
              alt={item.coverAlt}
              sizes={COVER_SIZES}
              priority
            />
          )}
          <Prose>
            {item.description && <p>{item.description}</p>}
            {item.linkUrl && (
              <p>
                <a href={item.linkUrl} rel="noopener noreferrer">
                  {t('library:open', { title: item.title })}
                </a>
              </p>
            )}
          </Prose>
        </div>
      </Section>
    </>
  );
}
