/** Rendered through React, which escapes every character: this only finds links and line breaks. */
export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string } | { kind: 'break' };

/** A candidate address: http:// or https:// up to the next space (or a character no URL holds bare). */
const CANDIDATE = /https?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address: "see https://a.example/x." */
const TRAILING = /[.,;:!?'"*]+$/;

/** Drops trailing punctuation, and a closing bracket the address did not open: "(https://a.example/x)". */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const trimmed = address.replace(TRAILING, '');
    const last = trimmed.at(-1);
    const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
    const opening = last ? pairs[last] : undefined;
    const unopened =
      opening !== undefined && trimmed.split(opening).length - 1 < trimmed.split(last as string).length - 1;
    const next = unopened ? trimmed.slice(0, -1) : trimmed;
    if (next === address) return address;
    address = next;
  }
}

/** An address a browser opens as itself, with a host: anything else stays text. */
function isWebAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function linesOf(line: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  const push = (text: string) => {
    if (!text) return;
    const last = pieces.at(-1);
    if (last?.kind === 'text') last.text += text;
    else pieces.push({ kind: 'text', text });
  };
  for (const match of line.matchAll(CANDIDATE)) {
    const address = trimAddress(match[0]);
    const start = match.index;
    if (!isWebAddress(address)) continue;
    push(line.slice(from, start));
    pieces.push({ kind: 'link', text: address, href: address });
    from = start + address.length;
  }
  push(line.slice(from));
  return pieces;
}

/** The pieces of a plain text: each line's text and links, a break between lines (\n, \r\n or \r). */
export function linkify(text: string): TextPiece[] {
  return text
    .split(/\r\n|\r|\n/)
    .flatMap((line, index) => (index === 0 ? linesOf(line) : [{ kind: 'break' } as const, ...linesOf(line)]));
}
