import { Fragment } from 'react';
import { linkify } from '@/lib/text/linkify';

/**
 * Text a member typed, shown as text: React escapes every character (no HTML is ever read from
 * it), line breaks stay, and http(s) addresses become links that pass no ranking (`nofollow ugc`)
 * and no window handle (`noopener`) to the page they open.
 */
export function PlainText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((piece, index) => {
        if (piece.kind === 'break') return <br key={index} />;
        if (piece.kind === 'link') {
          return (
            <a key={index} href={piece.href} rel="nofollow ugc noopener">
              {piece.text}
            </a>
          );
        }
        return <Fragment key={index}>{piece.text}</Fragment>;
      })}
    </>
  );
}
