import { Link } from 'react-router-dom';

/** What the message is translated with in place of the linked value: a character no message holds. */
const STAND_IN = '\uFFFC';

/** Translated with a stand-in for the value and split there, so the words keep the language's order. */
export function TextWithLink({
  message,
  value,
  to,
}: {
  /** The sentence with `value` in its place, e.g. `(name) => t('blog:byline', { name, date })`. */
  message: (value: string) => string;
  value: string;
  to: string | null;
}) {
  if (!to) return <>{message(value)}</>;
  const [before = '', ...after] = message(STAND_IN).split(STAND_IN);
  return (
    <>
      {before}
      <Link to={to}>{value}</Link>
      {after.join(value)}
    </>
  );
}
