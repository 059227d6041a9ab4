/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser journeys audit the dark scheme with axe's colour rules only
 * (tests/e2e/support/axe.ts COLOUR_RULES): that holds while the dark scheme sets colours and no
 * layout. A declaration of another kind in a dark block needs the full audit back.
 */
const PAINT_ONLY = /^(--[\w-]+|color|background(-color)?|box-shadow|outline-color|border(-block-start|-color)?)$/;

/** The properties declared inside each `@media (prefers-color-scheme: dark)` block of a stylesheet. */
function darkDeclarations(css: string): string[] {
  const found: string[] = [];
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of source.matchAll(/@media\s*\(prefers-color-scheme:\s*dark\)\s*\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < source.length) {
      if (source[end] === '{') depth += 1;
      if (source[end] === '}') depth -= 1;
      end += 1;
    }
    const block = source.slice(match.index + match[0].length, end - 1);
    for (const declaration of block.matchAll(/([\w-]+)\s*:[^;{}]+;/g)) found.push(declaration[1] ?? '');
  }
  return found;
}

const srcRoot = path.join(import.meta.dirname, '..');
const stylesheets = (readdirSync(srcRoot, { recursive: true }) as string[]).filter((file) => file.endsWith('.css'));

describe('the dark scheme', () => {
  it('sets colours only, in every stylesheet', () => {
    const dark = stylesheets.flatMap((file) =>
      darkDeclarations(readFileSync(path.join(srcRoot, file), 'utf8')).map((property) => `${file}: ${property}`),
    );
    expect(dark.length).toBeGreaterThan(20);
    expect(dark.filter((entry) => !PAINT_ONLY.test(entry.split(': ')[1] ?? ''))).toEqual([]);
  });

  it('would tell a layout declaration from a colour, nested rules and comments included', () => {
    const css = `a { display: none; }
      @media (prefers-color-scheme: dark) {
        /* display: none; */
        :root { --color-ink: #fff; }
        .card { background: #000; display: none; }
        @supports (color: red) { .x { font-size: 2rem; } }
      }`;
    expect(darkDeclarations(css)).toEqual(['--color-ink', 'background', 'display', 'font-size']);
  });
});
