/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';
import { indexableRoutes, lightToken, WEB_MANIFEST_ICONS, webManifest } from './seo-files';

const webDir = path.join(import.meta.dirname, '../..');
const publicDir = path.join(webDir, 'public');
const tokens = readFileSync(path.join(webDir, 'src/styles/tokens.css'), 'utf8');
const indexHtml = readFileSync(path.join(webDir, 'index.html'), 'utf8');
const darkTokens = tokens.slice(tokens.indexOf('@media (prefers-color-scheme: dark)'), tokens.indexOf('@media print'));
const envValue = (name: string) =>
  new RegExp(`^${name}=(.*)$`, 'm').exec(readFileSync(path.join(webDir, '.env'), 'utf8'))?.[1] ?? '';

/** Width and height of a PNG in web/public, as the file itself says. */
async function pngSize(src: string): Promise<string> {
  const { format, width, height } = await sharp(path.join(publicDir, src)).metadata();
  expect(format, src).toBe('png');
  return `${width}x${height}`;
}

describe('manifest.webmanifest', () => {
  const manifest = JSON.parse(
    webManifest({ name: 'Company', shortName: 'Co', description: 'What we do', paperColour: '#fbf7f1' }),
  ) as Record<string, unknown>;

  it('names the company, opens the company home as a website, in the paper colour', () => {
    expect(manifest).toMatchObject({
      name: 'Company',
      short_name: 'Co',
      description: 'What we do',
      start_url: '/home/',
      scope: '/',
      display: 'minimal-ui',
      theme_color: '#fbf7f1',
      background_color: '#fbf7f1',
    });
    expect(indexableRoutes(routeTable).map((entry) => entry.path)).toContain(manifest.start_url);
  });

  it('takes the light paper colour from tokens.css, not the dark one', () => {
    expect(lightToken(tokens, 'color-paper')).toBe('#fbf7f1');
    expect(() => lightToken(tokens, 'color-nothing')).toThrow(/--color-nothing/);
  });

  it("gives a short name that fits under a home-screen icon (web/.env's)", () => {
    const shortName = envValue('VITE_SITE_SHORT_NAME');
    expect(shortName).not.toBe('');
    expect(shortName.length).toBeLessThanOrEqual(12);
  });

  it('lists 192 and 512 px icons and a maskable one, each a PNG of the size it states', async () => {
    expect(manifest.icons).toEqual(WEB_MANIFEST_ICONS);
    expect(WEB_MANIFEST_ICONS.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(WEB_MANIFEST_ICONS.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of WEB_MANIFEST_ICONS) expect(await pngSize(icon.src), icon.src).toBe(icon.sizes);
  });

  it('has a maskable icon filled to its corners (a mask may cut anywhere outside the middle)', async () => {
    const maskable = WEB_MANIFEST_ICONS.find((icon) => icon.purpose === 'maskable');
    const { data, info } = await sharp(path.join(publicDir, maskable?.src ?? ''))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The alpha of the top-left pixel: the rounded favicon leaves it transparent.
    expect(data[info.channels - 1]).toBe(255);
  });
});

describe("index.html's head (copied into every prerendered page)", () => {
  it('links the manifest and a 180 px Apple touch icon', async () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touchIcon = /<link rel="apple-touch-icon" href="\/([^"]+)"/.exec(indexHtml)?.[1] ?? '';
    expect(existsSync(path.join(publicDir, touchIcon)), touchIcon).toBe(true);
    expect(await pngSize(touchIcon)).toBe('180x180');
  });

  it("follows both schemes: color-scheme, and each scheme's paper as the theme colour", () => {
    expect(indexHtml).toContain('<meta name="color-scheme" content="light dark" />');
    const themeColour = (scheme: string) =>
      new RegExp(
        `<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content="(#[0-9a-f]{6})"`,
      ).exec(indexHtml)?.[1];
    expect(themeColour('light')).toBe(lightToken(tokens, 'color-paper'));
    expect(themeColour('dark')).toBe(/--color-paper:\s*(#[0-9a-f]{6})/.exec(darkTokens)?.[1]);
    expect(themeColour('dark')).not.toBe(themeColour('light'));
  });
});
