/**
 * Shared page primitives. Pages compose them; they carry the design system's type, spacing and
 * colour (styles/tokens.css) so pages need little CSS of their own.
 *
 * - PageHeader: the header band of every page: eyebrow, the page's <h1>, lead, actions, an aside;
 *   with `art`, the band is the artwork (the LCP image) and the text sits on a panel.
 * - PageHero: a content page's `Hero` (content/) shown as a PageHeader with art.
 * - Section: a band with a centred column (tone plain|tinted, width wide|narrow), optional <h2>;
 *   or, variant plain, a titled part of a page body column.
 * - pageFrameStyles.pageBody: the body column of a content page (Sections with variant plain inside).
 * - tapTargetStyles.lone: a link standing on its own, a 44 px tap target without moving its text.
 * - Prose: long-form text at a readable measure.
 * - Button / LinkButton: primary or secondary; LinkButton navigates with the router.
 * - Card / CardGrid / CardMeta: cards (linked teasers, or a service, a value, a person) in a
 *   responsive grid, with a muted secondary line.
 * - LazyForm: the Suspense boundary of a form loaded on demand, with its loading message.
 * - PlainText: a member's plain text, escaped, with its line breaks and its addresses linked.
 * - TextWithLink: a translated sentence with one of its values as a link (a byline's name).
 */
export { Button, LinkButton } from './Button';
export { Card, CardGrid, CardMeta } from './Card';
export { LazyForm } from './LazyForm';
export { PageHeader, type HeaderArt } from './PageHeader';
export { PageHero, type Hero } from './PageHero';
export { PlainText } from './PlainText';
export { Prose } from './Prose';
export { Section } from './Section';
export { TextWithLink } from './TextWithLink';
export { default as pageFrameStyles } from './PageFrame.module.css';
export { default as tapTargetStyles } from './TapTarget.module.css';
