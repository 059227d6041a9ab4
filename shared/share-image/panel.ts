import { SHARE_IMAGE_HEIGHT as HEIGHT, SHARE_IMAGE_WIDTH as WIDTH } from '../model/share-image.js';
import { BYLINE_FONTS, NAME_FONTS, TITLE_FONTS } from './fonts.js';

/** The colours of web/src/styles/tokens.css (--color-paper, --color-ink, --color-ink-muted). */
const PAPER = '#fbf7f1';
const INK = '#221c18';
const INK_MUTED = '#5c5048';

/** A plain satori element: the shape JSX would produce, without React. */
export interface PanelNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (PanelNode | string)[] | PanelNode | string;
  };
}
const div = (
  style: Record<string, string | number>,
  children: NonNullable<PanelNode['props']['children']>,
): PanelNode => ({ type: 'div', props: { style, children } });

/** The paper panel, bottom left over the artwork: the site's name, then any title, then any byline. */
export function panel(siteName: string, title: string | null, byline: string | null = null): PanelNode {
  const size = title && title.length > 34 ? 56 : 68;
  return div({ width: WIDTH, height: HEIGHT, display: 'flex', position: 'relative' }, [
    div(
      {
        position: 'absolute',
        left: 56,
        bottom: 56,
        display: 'flex',
        flexDirection: 'column',
        maxWidth: 860,
        padding: '36px 44px',
        backgroundColor: PAPER,
        borderRadius: 6,
        borderLeft: `10px solid ${INK}`,
      },
      [
        div({ fontFamily: NAME_FONTS, fontWeight: 600, fontSize: 28, color: INK_MUTED, letterSpacing: 0.5 }, siteName),
        ...(title
          ? [
              div(
                {
                  fontFamily: TITLE_FONTS,
                  fontWeight: 600,
                  fontSize: size,
                  lineHeight: 1.1,
                  color: INK,
                  marginTop: 12,
                },
                title,
              ),
            ]
          : []),
        ...(title && byline
          ? [div({ fontFamily: BYLINE_FONTS, fontWeight: 600, fontSize: 30, color: INK_MUTED, marginTop: 18 }, byline)]
          : []),
      ],
    ),
  ]);
}
