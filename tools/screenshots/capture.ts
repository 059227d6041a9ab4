/**
 * `npm run screenshots`: PNGs of the main pages at desktop (1440 px) and mobile (375 px) width, in
 * the light and the dark scheme (the site follows the device's; dark files end in -dark), in
 * docs/screenshots/, plus docs/screenshots/README.md showing them. Run by tools/e2e/with-site.ts
 * against the production build, with the demo data of `npm start` seeded first (the community home
 * shows its teasers filled, not empty states). Pages not yet in the route table are left out; each
 * image is cut at a maximum height so the files stay small. Then the phone's open menu, at 390 px.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadSuiteConfig, repoRoot } from '../emulators/config.ts';
import { withoutBackgroundTriggers } from '../emulators/triggers.ts';
import { seedDemoData } from '../seed/seed.ts';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/chromium.ts';
import { loadRouteTable, routeMatcher, siteOrigin } from '../e2e/site.ts';

/** The main pages, in the order the gallery shows them. */
export const SCREENSHOT_PATHS = [
  '/home/',
  '/home/about-us',
  '/home/our-services',
  '/home/team',
  '/insights',
  '/contact',
  '/practices/writing-storytelling',
  '/voa/voices-of-africa',
  '/voa/_auth_',
];

const FORMS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, maxHeight: 1800 },
  { name: 'mobile', viewport: { width: 375, height: 812 }, maxHeight: 2000 },
] as const;

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** The open menu on a phone (components/layout/MobileMenu.tsx): the page it opens over, the viewport. */
const MENU = { path: '/home/', viewport: { width: 390, height: 844 } } as const;

const outDir = join(repoRoot, 'docs', 'screenshots');
const fileName = (path: string, form: string, scheme: Scheme) =>
  `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}-${form}${scheme === 'dark' ? '-dark' : ''}.png`;

async function main(): Promise<void> {
  const isRoute = routeMatcher(await loadRouteTable());
  const env = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  await withoutBackgroundTriggers(loadSuiteConfig(), () => seedDemoData(env));
  const paths = SCREENSHOT_PATHS.filter(isRoute);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const browser = await launchChromium();
  try {
    for (const [form, scheme] of FORMS.flatMap((form) => SCHEMES.map((scheme) => [form, scheme] as const))) {
      const context = await browser.newContext({
        baseURL: siteOrigin,
        viewport: form.viewport,
        deviceScaleFactor: 1,
        colorScheme: scheme,
      });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'networkidle' });
        // Strings, evaluated in the page (the tools are type-checked without the DOM library).
        await page.evaluate('document.fonts.ready.then(() => true)');
        const height = await page.evaluate<number>('document.documentElement.scrollHeight');
        const clip = { x: 0, y: 0, width: form.viewport.width, height: Math.min(height, form.maxHeight) };
        const png = await page.screenshot({ fullPage: true, clip });
        // A 256-colour palette (sharp, the web build's image library): a third of the size, same look.
        await sharp(png)
          .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
          .toFile(join(outDir, fileName(path, form.name, scheme)));
      }
      await context.close();
    }
    for (const scheme of SCHEMES) await captureOpenMenu(browser, scheme);
  } finally {
    await browser.close();
  }

  const cell = (path: string, form: string, width: number, scheme: Scheme) =>
    `![${path} at ${width} px, ${scheme}](${fileName(path, form, scheme)})`;
  const menuCells = SCHEMES.map((scheme) => `![The open menu at 390 px, ${scheme}](${menuFile(scheme)})`);
  const rows = paths.map(
    (path) =>
      `| \`${path}\` | ${cell(path, 'desktop', 1440, 'light')} | ${cell(path, 'desktop', 1440, 'dark')} | ` +
      `${cell(path, 'mobile', 375, 'light')} | ${cell(path, 'mobile', 375, 'dark')} |`,
  );
  writeFileSync(
    join(outDir, 'README.md'),
    [
      '# Screenshots',
      '',
      'Written by `npm run screenshots` (production build, signed out). Do not edit by hand.',
      '',
      '| page | desktop (1440 px) | desktop, dark | mobile (375 px) | mobile, dark |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
      '## The menu on a phone (390 px), open',
      '',
      '| light | dark |',
      '| --- | --- |',
      `| ${menuCells.join(' | ')} |`,
      '',
    ].join('\n'),
  );
  const files = readdirSync(outDir).filter((file) => file.endsWith('.png'));
  const kib = files.reduce((sum, file) => sum + statSync(join(outDir, file)).size, 0) / 1024;
  console.log(`Wrote ${files.length} screenshots (${kib.toFixed(0)} KiB) to docs/screenshots/`);
  const skipped = SCREENSHOT_PATHS.filter((path) => !isRoute(path));
  if (skipped.length > 0) console.log(`Not in the route table yet, skipped: ${skipped.join(', ')}`);
}

const menuFile = (scheme: Scheme) => `menu-open-390${scheme === 'dark' ? '-dark' : ''}.png`;

/** The menu opened as a phone's reader opens it, once its items are in and its animations over. */
async function captureOpenMenu(browser: Browser, scheme: Scheme): Promise<void> {
  const context = await browser.newContext({
    baseURL: siteOrigin,
    viewport: MENU.viewport,
    deviceScaleFactor: 1,
    colorScheme: scheme,
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(MENU.path, { waitUntil: 'networkidle' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('navigation').getByRole('list').first().waitFor();
    // Strings, evaluated in the page (the tools are type-checked without the DOM library).
    await page.evaluate(
      "Promise.all(document.getElementById('mobile-menu').getAnimations({ subtree: true }).map((a) => a.finished))",
    );
    const png = await page.screenshot();
    await sharp(png)
      .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
      .toFile(join(outDir, menuFile(scheme)));
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
