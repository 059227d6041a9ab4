/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.join(import.meta.dirname, '..');
const tokens = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
const cssFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && path.join(srcDir, file) !== path.join(import.meta.dirname, 'tokens.css'))
  .map((file) => ({ file, css: readFileSync(path.join(srcDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi;

// The dark scheme swaps the tokens' values; a colour written anywhere else would stay light.
describe('colours come from styles/tokens.css', () => {
  it('finds the CSS files of the app', () => {
    expect(cssFiles.map(({ file }) => file)).toEqual(expect.arrayContaining([path.join('styles', 'base.css')]));
  });

  it.each(cssFiles)('$file writes no colour of its own (a var() fallback aside)', ({ css }) => {
    // A fallback is never used while the token it follows exists (the next test).
    const withoutFallbacks = css.replace(/var\(--[\w-]+,\s*(?:#[0-9a-f]{3,8}|(?:rgba?|hsla?)\([^)]*\))\)/gi, '');
    expect(withoutFallbacks.match(COLOUR_LITERAL) ?? []).toEqual([]);
  });

  it.each(cssFiles)('$file uses only colour tokens that tokens.css declares', ({ css }) => {
    const used = [...css.matchAll(/var\((--color-[\w-]+)/g)].map((match) => match[1] ?? '');
    expect(used.filter((name) => !tokens.includes(`${name}:`))).toEqual([]);
  });
});

// The design system's scales: a name from these families must be one tokens.css declares. A var()
// naming a token that does not exist silently falls back (or to nothing), which is how the company
// pages once kept a spacing scale and radii of their own beside the system's.
const TOKEN_FAMILY = /^--(?:color|space|step|radius|font|shadow|duration|measure|footer|focus)-/;

describe('the design system’s tokens are the only ones used', () => {
  it.each(cssFiles)('$file names only spacing, type, radius and colour tokens that tokens.css declares', ({ css }) => {
    const declared = (name: string) => tokens.includes(`${name}:`) || css.includes(`${name}:`);
    const used = [...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1] ?? '');
    expect([...new Set(used.filter((name) => TOKEN_FAMILY.test(name) && !declared(name)))]).toEqual([]);
  });

  it.each(cssFiles)('$file gives no token a fallback (one would hide a misspelt name)', ({ css }) => {
    const withFallback = [...css.matchAll(/var\((--[\w-]+)\s*,/g)].map((match) => match[1] ?? '');
    expect(withFallback.filter((name) => TOKEN_FAMILY.test(name))).toEqual([]);
  });
});
