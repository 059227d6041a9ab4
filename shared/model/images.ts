/** Images come from this site's own paths alone; links may point anywhere (docs/decisions/0018). */
export const IMAGE_PATH_PREFIXES = ['/community/', '/media/'] as const;

const prefixNames = IMAGE_PATH_PREFIXES.map((prefix) => prefix.slice(1, -1)).join('|');

/** An image address: a prefix, then path segments of `[A-Za-z0-9_.~-]` not starting with a dot (isImageUrl). */
export const IMAGE_URL_PATTERN = new RegExp(`^/(${prefixNames})(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$`);
