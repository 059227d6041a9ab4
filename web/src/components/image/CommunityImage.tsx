import { parseMediaAddress } from '@/lib/model';
import { useStyleOnceHydrated } from '@/lib/react/use-hydrated';
import { mediaPicture } from './media-picture';
import { loadingOf } from './loading';
import { ResponsiveImage } from './ResponsiveImage';

interface CommunityImageProps {
  /** The image field of a document: an upload's /media/ address or a seeded /community/ path. */
  address: string;
  alt: string;
  /** How wide the image is laid out where it is shown (see ResponsiveImage). */
  sizes: string;
  priority?: boolean;
  className?: string | undefined;
}

/** An upload is served at its widths and formats on its dominant colour; a seeded /community/ file is a plain <img>. */
export function CommunityImage({ address, ...shown }: CommunityImageProps) {
  const picture = mediaPicture(address);
  const placeholder = parseMediaAddress(address)?.placeholder;
  const placeholderStyle = useStyleOnceHydrated({ backgroundColor: placeholder });
  if (!picture || !placeholder) {
    return <img src={address} alt={shown.alt} className={shown.className} {...loadingOf(shown.priority)} />;
  }
  return <ResponsiveImage picture={picture} style={placeholderStyle} {...shown} />;
}
