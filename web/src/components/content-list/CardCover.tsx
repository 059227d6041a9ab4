import { CommunityImage } from '@/components/image/CommunityImage';
import styles from './content-list.module.css';
import { GRID_CARD_IMAGE_SIZES } from './image-sizes';

/** The list's first card is on the first screen, so its cover loads at once. */
export function CardCover({
  cover,
  first = false,
}: {
  cover: { coverUrl: string; coverAlt: string };
  first?: boolean;
}) {
  if (!cover.coverUrl) return null;
  return (
    <CommunityImage
      className={styles.cover}
      address={cover.coverUrl}
      alt={cover.coverAlt}
      sizes={GRID_CARD_IMAGE_SIZES}
      priority={first}
    />
  );
}
