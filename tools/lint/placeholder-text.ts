import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Placeholder and sample text the site must never show (issue 54): looked for in the site's copy
 * (the string literals and JSX text of web/src), its translations, the demo seed and the built
 * pages. Each find names its file and line.
 */
export interface Placeholder {
  file: string;
  line: number;
  marker: string;
  /** The words around it. */
  excerpt: string;
}

const MARKERS: { marker: string; pattern: RegExp }[] = [
  { marker: 'example.com', pattern: /\bexample\.(?:com|org|net)\b/gi },
  { marker: 'sample', pattern: /\bsamples?\b/gi },
  { marker: 'lorem ipsum', pattern: /\blorem\b(?:\s+ipsum\b)?|\bipsum\b/gi },
  // Capitals only: "todo" or "tbd" in a sentence would be a word of it.
  { marker: 'TODO', pattern: /\b(?:TODO|FIXME|TBD)\b/g },
  { marker: 'not reviewed', pattern: /\bnot\s+(?:yet\s+)?(?:been\s+)?reviewed\b/gi },
];

/**
 * What a marker may be part of, each for a reason: the hint of an e-mail address field (the one
 * address a person may be shown as an example), and the company's writing samples (a page of its
 * work, /insights/writing-samples) and the sample pages it sends to clients.
 */
const ALLOWED: RegExp[] = [
  /\bname@example\.com\b/gi,
  /\bwriting[- ]samples?\b/gi,
  /\bsamples of our work\b/gi,
  /\bsample pages\b/gi,
];

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The markers in `text`, a file's whole text or a span of it starting at `offset`. */
export function placeholdersIn(file: string, text: string, span = { start: 0, end: text.length }): Placeholder[] {
  const blank = (match: string) => ' '.repeat(match.length);
  const scanned = ALLOWED.reduce((kept, allowed) => kept.replace(allowed, blank), text.slice(span.start, span.end));
  return MARKERS.flatMap(({ marker, pattern }) =>
    [...scanned.matchAll(pattern)].map((match) => {
      const at = span.start + match.index;
      const excerpt = text
        .slice(Math.max(0, at - 40), at + match[0].length + 40)
        .replace(/\s+/g, ' ')
        .trim();
      return { file, line: lineAt(text, at), marker, excerpt };
    }),
  ).sort((a, b) => a.line - b.line);
}

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
]);

/** The markers in a TypeScript module's strings and JSX text: what it can show. Comments and names are code. */
export function placeholdersInModule(file: string, source: string): Placeholder[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const module = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Placeholder[] = [];
  const visit = (node: ts.Node) => {
    if (LITERALS.has(node.kind)) found.push(...placeholdersIn(file, source, { start: node.getStart(), end: node.end }));
    node.forEachChild(visit);
  };
  visit(module);
  return found;
}

/** The markers in a file, by its kind: a module's strings, any other file's whole text (translations, HTML). */
export function placeholdersInFile(root: string, file: string): Placeholder[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return /\.tsx?$/.test(file) ? placeholdersInModule(file, text) : placeholdersIn(file, text);
}

/** Every file under `folder` (relative to root) whose name `keep` accepts, as a path relative to root. */
export function filesUnder(root: string, folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(keep)
    .sort();
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * The site's copy (web/src's modules, but its tests and test support), its translations and the
 * demo seed (tools/seed, but its tests): the sources of every sentence the site shows.
 */
export function siteSources(root: string): string[] {
  return [
    ...filesUnder(
      root,
      'web/src',
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !isTest(file) && !file.startsWith('web/src/test/'),
    ),
    ...filesUnder(root, 'web/src/i18n/locales', (file) => file.endsWith('.json')),
    ...filesUnder(root, 'tools/seed', (file) => file.endsWith('.ts') && !isTest(file)),
  ];
}

/** One line per find, for a failure message: "file:line  marker  …excerpt…". */
export function describePlaceholders(found: readonly Placeholder[]): string {
  return found.map(({ file, line, marker, excerpt }) => `${file}:${line}  ${marker}  “${excerpt}”`).join('\n');
}
