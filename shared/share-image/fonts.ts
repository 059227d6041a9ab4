/** .woff: satori reads no woff2. Why no Arabic: docs/decisions/0015-link-previews-rendered-by-functions.md */
export interface FontFile {
  family: string;
  pkg: string;
  file: string;
}

export const FONT_FILES: readonly FontFile[] = [
  { family: 'Fraunces', pkg: '@fontsource/fraunces', file: 'fraunces-latin-600-normal.woff' },
  { family: 'Fraunces latin-ext', pkg: '@fontsource/fraunces', file: 'fraunces-latin-ext-600-normal.woff' },
  // The subset named Vietnamese also holds the dotted vowels of Yoruba (ẹ, ọ).
  { family: 'Fraunces vietnamese', pkg: '@fontsource/fraunces', file: 'fraunces-vietnamese-600-normal.woff' },
  {
    family: 'Noto Sans Ethiopic',
    pkg: '@fontsource/noto-sans-ethiopic',
    file: 'noto-sans-ethiopic-ethiopic-600-normal.woff',
  },
  { family: 'Source Sans 3', pkg: '@fontsource/source-sans-3', file: 'source-sans-3-latin-600-normal.woff' },
  {
    family: 'Source Sans 3 latin-ext',
    pkg: '@fontsource/source-sans-3',
    file: 'source-sans-3-latin-ext-600-normal.woff',
  },
];
export const TITLE_FONTS = 'Fraunces, "Fraunces latin-ext", "Fraunces vietnamese", "Noto Sans Ethiopic"';
export const NAME_FONTS = '"Source Sans 3", "Source Sans 3 latin-ext"';
/** A post's author, in the name's type; an Amharic name in Noto Sans Ethiopic. */
export const BYLINE_FONTS = `${NAME_FONTS}, "Noto Sans Ethiopic"`;
