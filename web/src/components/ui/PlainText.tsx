import { Fragment } from 'react';
import { linkify } from '@/lib/text/linkify';

/** React escapes every character; links pass no ranking (`nofollow ugc`) and no window handle (`noopener`). */
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
