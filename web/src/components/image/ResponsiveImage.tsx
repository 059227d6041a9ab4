import type { CSSProperties } from 'react';
import { loadingOf } from './loading';
import { IMAGE_FORMATS } from './widths';
import type { Picture } from './picture';

interface ResponsiveImageProps {
  picture: Picture;
  /** Required on purpose: every use decides. Use '' only for decorative artwork. */
  alt: string;
  /** How wide the image is laid out, e.g. '100vw' or '(min-width: 60rem) 50vw, 100vw'. */
  sizes: string;
  /** Above the fold (the hero): load at once, with high priority. Otherwise lazy. */
  priority?: boolean;
  className?: string | undefined;
  /** The <img>'s own style: a placeholder colour for its box while it loads, say. */
  style?: CSSProperties | undefined;
}

/** The one way the site shows a raster image; width/height so the layout does not shift. */
export function ResponsiveImage({ picture, alt, sizes, priority = false, className, style }: ResponsiveImageProps) {
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => {
        const srcSet = picture.sources[format];
        return srcSet ? <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} /> : null;
      })}
      <img
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        className={className}
        style={style}
        {...loadingOf(priority)}
      />
    </picture>
  );
}
