/** Shared page primitives carrying the design system's type, spacing and colour (styles/tokens.css). */
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
