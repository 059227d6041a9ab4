/**
 * The fonts of the link-preview images: the Latin subsets of the site's two families (Fraunces 600
 * for the title, Source Sans 3 600 for the site's name), and Noto Sans Ethiopic 600 for titles in
 * Amharic, Tigrinya or Ge'ez (the site's families have no Ethiopic letters), as the @fontsource
 * packages ship them in .woff (satori reads no woff2). satori draws a family's glyphs from the
 * first font of that name only, so each subset is a family of its own, and the styles name them
 * in turn. No Arabic font: satori lays out no right-to-left text, so an Arabic title would come
 * out reversed; it is left off the image instead (render.ts).
 */
export interface FontFile {
  family: string;
  /** The @fontsource package that ships it, in its files/ folder. */
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
