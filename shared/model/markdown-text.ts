/**
 * A Markdown body's words as plain text (the cards', heads' and feed's summary), reading the CommonMark the page
 * renders without a parser package (shared/ imports none). Each block ends as a sentence.
 */

/** A line's block syntax (CommonMark §4–5). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]+|$)/;
const ATX_CLOSING = /(?:^|[ \t]+)#+[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE_MARK = /^ {0,3}> ?/;
const INDENTED_CODE = /^(?: {4}|\t| {1,3}\t)/;
const LIST_MARK = /^ {0,3}(?:[-+*]|(\d{1,9})[.)])(?:[ \t]+|$)/;
const NESTED_LIST_MARK = /^ {0,3}(?:[-+*]|\d{1,9}[.)])[ \t]+/;
const DEFINITION =
  /^ {0,3}\[((?:[^\\[\]]|\\.)+)\]:[ \t]*(?:<[^>]*>|\S+)(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^)]*\)))?[ \t]*$/;

/**
 * Escapes and code held as private-use characters while marks are read; edges as BOUNDARY, punctuation to CommonMark.
 */
const PROTECTED_BASE = 0xe000;
const BOUNDARY = '\ue100';
const protect = (text: string) =>
  text.replace(/[!-/:-@[-`{-~]/g, (char) => String.fromCharCode(PROTECTED_BASE + char.charCodeAt(0)));
const unprotect = (text: string) =>
  text
    .replaceAll(BOUNDARY, '')
    .replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - PROTECTED_BASE));
const ESCAPABLE = /[!-/:-@[-`{-~]/;

const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*|[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9.-]+)>/g;
const RAW_HTML = /<!--[\s\S]*?-->|<\/?[A-Za-z][A-Za-z0-9-]*(?:\s+[^<>]*)?\/?>/g;
const LINK_TEXT = String.raw`\[((?:[^\[\]]|\[[^\[\]]*\])*)\]`;
const DESTINATION = String.raw`\(\s*(?:<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"]*"|'[^']*'|\([^()]*\)))?\s*\)`;
const INLINE_IMAGE = new RegExp(`!${LINK_TEXT}${DESTINATION}`, 'g');
const REFERENCE_IMAGE = new RegExp(`!${LINK_TEXT}(?:\\[([^\\[\\]]*)\\])?`, 'g');
const INLINE_LINK = new RegExp(`${LINK_TEXT}${DESTINATION}`, 'g');
const REFERENCE_LINK = new RegExp(`${LINK_TEXT}(?:\\[([^\\[\\]]*)\\])?`, 'g');

const WHITESPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}\ue000-\ue07f\ue100]/u;
const SENTENCE_END = /\p{Terminal_Punctuation}[\p{Pe}\p{Pf}"')\]]*$/u;
const ETHIOPIC_END = /\p{Script=Ethiopic}[\p{Pe}\p{Pf}"')\]]*$/u;

const normaliseLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/** The labels of the body's link reference definitions, wherever they stand (most often at the end). */
function definedLabels(lines: readonly string[]): Set<string> {
  const labels = new Set<string>();
  for (const line of lines) {
    const label = DEFINITION.exec(line.replace(QUOTE_MARK, ''))?.[1];
    if (label) labels.add(normaliseLabel(label));
  }
  return labels;
}

function unquoted(line: string, most = Infinity): { depth: number; line: string } {
  let depth = 0;
  while (depth < most && QUOTE_MARK.test(line)) {
    line = line.replace(QUOTE_MARK, '');
    depth += 1;
  }
  return { depth, line };
}

/** A list item's content: nested list and quote marks at its start go too ("- 1. > text"). */
function itemContent(rest: string): string {
  for (;;) {
    const mark = NESTED_LIST_MARK.exec(rest) ?? QUOTE_MARK.exec(rest);
    if (!mark) return rest;
    rest = rest.slice(mark[0].length);
  }
}

/** A line that continues an open paragraph rather than starting a block of its own. */
const isParagraphText = (line: string) =>
  !THEMATIC_BREAK.test(line) && !ATX_HEADING.test(line) && !FENCE.test(line) && !QUOTE_MARK.test(line);

const headingText = (line: string) => line.replace(ATX_HEADING, '').replace(ATX_CLOSING, '');

function* blocksOf(lines: readonly string[]): Generator<string> {
  let paragraph: string[] = [];
  // The open paragraph is a list item's: the next marker starts the next item, whatever its number.
  let inItem = false;
  // How many quotes the open paragraph is in: a line in more starts a quote, a line in fewer ends them.
  let paragraphDepth = 0;
  let fence: { char: string; length: number; depth: number } | null = null;
  // The open block is indented code (four spaces, outside a list): its lines are kept as they are.
  let indentedCode = false;
  // Since the last list item, an indented line continues the list rather than starting code.
  let inList = false;
  function* close() {
    if (paragraph.length > 0) yield paragraph.join('\n');
    paragraph = [];
    inItem = false;
  }
  for (const raw of lines) {
    if (fence) {
      // Code is kept as it is, but for the quote marks the fence itself stands in.
      const { line } = unquoted(raw, fence.depth);
      const run = FENCE.exec(line)?.[1];
      if (run && run[0] === fence.char && run.length >= fence.length && line.trim() === run) {
        fence = null;
        yield* close();
      } else paragraph.push(protect(line));
      continue;
    }
    // Quote marks only frame their lines: what they hold is read as any other line.
    const quoted = unquoted(raw);
    let line = quoted.line;
    if (indentedCode) {
      if (line.trim() === '') continue;
      if (INDENTED_CODE.test(line)) {
        paragraph.push(protect(line.trim()));
        continue;
      }
      indentedCode = false;
      yield* close();
    }
    if (quoted.depth > paragraphDepth) yield* close();
    if (paragraph.length === 0 && line.trim() !== '' && INDENTED_CODE.test(line) && !inList) {
      indentedCode = true;
      paragraphDepth = quoted.depth;
      paragraph.push(protect(line.trim()));
      continue;
    }
    // A block that starts at the margin ends the list (a line of the open paragraph only continues it).
    const atMargin = /^\S/.test(line) && !LIST_MARK.test(line);
    if (atMargin && (paragraph.length === 0 || !inItem || !isParagraphText(line))) inList = false;
    // Outside the paragraph's quote, a list starts whatever its first number (it interrupts the quote, not the paragraph).
    const leavesQuote = quoted.depth < paragraphDepth;
    // "---" under a paragraph underlines a heading; alone, like "* * *", it is a break, not an item.
    if (paragraph.length > 0 && !inItem && SETEXT_UNDERLINE.test(line)) {
      yield* close();
      continue;
    }
    if (THEMATIC_BREAK.test(line)) {
      yield* close();
      continue;
    }
    const item = LIST_MARK.exec(line);
    // An ordered list interrupts a paragraph only from 1, and no list with an empty first item.
    const rest = item ? line.slice(item[0].length) : '';
    const startsList = (item?.[1] === undefined || item[1] === '1') && rest.trim() !== '';
    const newItem = item !== null && (paragraph.length === 0 || inItem || leavesQuote || startsList);
    if (newItem) {
      yield* close();
      line = itemContent(rest);
      inList = true;
    }
    const opening = FENCE.exec(line)?.[1];
    // A backtick fence's info string holds no backtick (else it is code inline).
    if (opening && !(opening[0] === '`' && line.trim().slice(opening.length).includes('`'))) {
      yield* close();
      fence = { char: opening[0] ?? '`', length: opening.length, depth: quoted.depth };
      continue;
    }
    if (line.trim() === '' || (newItem && THEMATIC_BREAK.test(line))) {
      yield* close();
      continue;
    }
    if (ATX_HEADING.test(line)) {
      yield* close();
      yield headingText(line);
      continue;
    }
    // A definition is not shown (it cannot interrupt a paragraph).
    if (paragraph.length === 0 && DEFINITION.test(line)) continue;
    if (paragraph.length === 0) paragraphDepth = quoted.depth;
    paragraph.push(line.trim());
    if (newItem) inItem = true;
  }
  yield* close();
}

function protectLiterals(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    const next = text[at + 1] ?? '';
    if (char === '\\' && ESCAPABLE.test(next)) {
      out += protect(next);
      at += 2;
    } else if (char === '\\' && next === '\n') {
      // A hard line break.
      out += ' ';
      at += 2;
    } else if (char === '`') {
      const run = /^`+/.exec(text.slice(at))?.[0] ?? '`';
      const closing = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
      closing.lastIndex = at + run.length;
      const end = closing.exec(text);
      if (end) {
        let code = text.slice(at + run.length, end.index).replace(/\n/g, ' ');
        if (/^ .*[^ ].* $/s.test(code)) code = code.slice(1, -1);
        out += `${BOUNDARY}${protect(code)}${BOUNDARY}`;
        at = end.index + run.length;
      } else {
        out += protect(run);
        at += run.length;
      }
    } else {
      out += char;
      at += 1;
    }
  }
  return out;
}

/** A run of `*` or `_` as CommonMark reads it (§6.2): what it may open or close, and what is left of it. */
interface DelimiterRun {
  char: '*' | '_';
  length: number;
  left: number;
  canOpen: boolean;
  canClose: boolean;
}

function delimiterRun(text: string, start: number, run: string): DelimiterRun {
  const before = text[start - 1] ?? ' ';
  const after = text[start + run.length] ?? ' ';
  const leftFlanking =
    !WHITESPACE.test(after) && (!PUNCTUATION.test(after) || WHITESPACE.test(before) || PUNCTUATION.test(before));
  const rightFlanking =
    !WHITESPACE.test(before) && (!PUNCTUATION.test(before) || WHITESPACE.test(after) || PUNCTUATION.test(after));
  // `_` pairs only at a word's edge: snake_case_names stay as they are.
  const star = run[0] === '*';
  return {
    char: star ? '*' : '_',
    length: run.length,
    left: run.length,
    canOpen: star ? leftFlanking : leftFlanking && (!rightFlanking || PUNCTUATION.test(before)),
    canClose: star ? rightFlanking : rightFlanking && (!leftFlanking || PUNCTUATION.test(after)),
  };
}

/** Emphasis and strong emphasis: the marks that pair are dropped, the others stay as text (§6.2, "process emphasis"). */
function dropEmphasis(text: string): string {
  const parts: (string | DelimiterRun)[] = [];
  const runs = /\*+|_+/g;
  let last = 0;
  for (let match = runs.exec(text); match; match = runs.exec(text)) {
    parts.push(text.slice(last, match.index), delimiterRun(text, match.index, match[0]));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));

  // micromark's pairing (what react-markdown renders): the rule of 3 counts what is left of each run.
  const stack = parts.filter((part): part is DelimiterRun => typeof part !== 'string');
  for (let closerAt = 0; closerAt < stack.length; closerAt += 1) {
    const closer = stack[closerAt];
    if (!closer?.canClose) continue;
    for (let openerAt = closerAt - 1; closer.left > 0 && openerAt >= 0; openerAt -= 1) {
      const opener = stack[openerAt];
      if (!opener || opener.char !== closer.char || !opener.canOpen || opener.left === 0) continue;
      const multipleOfThree =
        (opener.canClose || closer.canOpen) &&
        (opener.left + closer.left) % 3 === 0 &&
        !(opener.left % 3 === 0 && closer.left % 3 === 0);
      if (multipleOfThree) continue;
      const used = opener.left >= 2 && closer.left >= 2 ? 2 : 1;
      opener.left -= used;
      closer.left -= used;
      // Marks between a pair can no longer pair with anything outside it.
      for (let between = openerAt + 1; between < closerAt; between += 1) {
        const run = stack[between];
        if (run) run.canOpen = run.canClose = false;
      }
      // What is left of the opener may pair again with what is left of the closer.
      if (opener.left > 0) openerAt += 1;
    }
  }
  return parts.map((part) => (typeof part === 'string' ? part : part.char.repeat(part.left))).join('');
}

function inlineText(source: string, labels: Set<string>): string {
  const defined = (text: string, label: string | undefined) => labels.has(normaliseLabel(label || text));
  const text = protectLiterals(source)
    .replace(AUTOLINK, (_, address: string) => `${BOUNDARY}${protect(address)}${BOUNDARY}`)
    .replace(RAW_HTML, '')
    .replace(INLINE_IMAGE, BOUNDARY)
    .replace(REFERENCE_IMAGE, (whole, alt: string, label?: string) => (defined(alt, label) ? BOUNDARY : whole))
    .replace(INLINE_LINK, (_, linked: string) => `${BOUNDARY}${linked}${BOUNDARY}`)
    .replace(REFERENCE_LINK, (whole, linked: string, label?: string) =>
      defined(linked, label) ? `${BOUNDARY}${linked}${BOUNDARY}` : whole,
    );
  return unprotect(dropEmphasis(text)).replace(/\s+/g, ' ').trim();
}

/** A block's text as a sentence: a full stop (in Ethiopic script, ።) when it has no end of its own. */
function asSentence(text: string): string {
  if (SENTENCE_END.test(text)) return text;
  return `${text}${ETHIOPIC_END.test(text) ? '።' : '.'}`;
}

/** With `upTo`, reading stops once that many characters are there (a card needs 200 of 50,000). */
export function markdownText(markdown: string, upTo = Infinity): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const labels = definedLabels(lines);
  const shown: string[] = [];
  let length = 0;
  for (const source of blocksOf(lines)) {
    const text = inlineText(source, labels);
    if (text === '') continue;
    shown.push(text);
    length += text.length + 2;
    if (length > upTo) break;
  }
  return shown.map((text, index) => (index < shown.length - 1 ? asSentence(text) : text)).join(' ');
}
