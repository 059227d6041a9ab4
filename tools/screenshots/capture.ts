/**
 * `npm run screenshots`: PNGs of the main pages at desktop (1440 px) and mobile (375 px) width, in
 * the light and the dark scheme (the site follows the device's; dark files end in -dark), in
 * docs/screenshots/, plus docs/screenshots/README.md showing them. Run by tools/e2e/with-site.ts
 * against the production build, with the demo data of `npm start` seeded first (the community home
 * shows its teasers filled, not empty states). Pages not yet in the route table are left out; each
 * image is cut at a maximum height so the files stay small. Then the screens a page opens (states.ts:
 * the photo lightbox, the phone's open menu), at 1440 and 390 px, by touch on the phone.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadSuiteConfig, repoRoot } from '../emulators/config.ts';
import { withoutBackgroundTriggers } from '../emulators/triggers.ts';
import { seedDemoData } from '../seed/seed.ts';
import { launchChromium } from '../e2e/chromium.ts';
import { loadRouteTable, routeMatcher, siteOrigin } from '../e2e/site.ts';
import { SCREENSHOT_STATES, STATE_FORMS, type ScreenshotState } from './states.ts';
import type { Browser, Page } from 'playwright-core';

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

/**
 * Members' screens, signed in as the seed's demo voice through the sign-in form, at a phone's
 * width (390 × 844): each opens its screen and does what shows the screen's point.
 */
const MEMBER_SHOTS = [
  {
    name: 'voa-blog-write-preview',
    title: 'the write page with its preview open',
    // The first scheme writes the draft (saved after a pause); the second opens it again.
    open: async (page: Page) => {
      await page.goto('/voa/blog/write?edit=rain-over-kumasi', { waitUntil: 'networkidle' });
      if ((await page.getByLabel('Title', { exact: true }).count()) === 0) {
        await page.goto('/voa/blog/write', { waitUntil: 'networkidle' });
        await page.getByLabel('Title', { exact: true }).fill('Rain over Kumasi');
        await page.getByLabel('Text', { exact: true }).fill(PREVIEW_TEXT);
        await page.getByLabel('Tags (optional)').fill('rain, kumasi');
        await page.getByText(/^Saved (just now|\d+ s ago)$/).waitFor({ timeout: 30_000 });
      }
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByRole('region', { name: 'Rain over Kumasi' }).waitFor();
    },
  },
] as const;

const PREVIEW_TEXT = [
  'The first rains came at **night**, the way my grandmother said they would.',
  '',
  '## The market',
  '',
  'By morning the red earth of the market had turned to paste, and the traders of',
  '_Kejetia_ laughed at the sky.',
  '',
  '- tin roofs singing',
  '- the smell of wet dust',
  '',
  '> Rain does not fall on one roof alone.',
].join('\n');

const PHONE = { width: 390, height: 844 };
/** The seed's demo voice (README: demo accounts). */
const DEMO_VOICE = { email: 'voice@voices.test', password: 'voices-demo' };

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

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
        await savePalette(await page.screenshot({ fullPage: true, clip }), fileName(path, form.name, scheme));
      }
      await context.close();
    }
    for (const [form, scheme] of STATE_FORMS.flatMap((form) => SCHEMES.map((scheme) => [form, scheme] as const))) {
      const context = await browser.newContext({
        baseURL: siteOrigin,
        ...form.context,
        deviceScaleFactor: 1,
        colorScheme: scheme,
      });
      const page = await context.newPage();
      for (const state of SCREENSHOT_STATES) {
        if (state.phoneOnly && !('hasTouch' in form.context)) continue;
        await page.goto(state.path, { waitUntil: 'networkidle' });
        await page.evaluate('document.fonts.ready.then(() => true)');
        await state.reach(page, 'hasTouch' in form.context);
        await savePalette(await page.screenshot(), fileName(state.name, form.name, scheme));
      }
      await context.close();
    }
    for (const scheme of SCHEMES) await captureMemberShots(browser, scheme);
  } finally {
    await browser.close();
  }

  const cell = (path: string, form: string, width: number, scheme: Scheme) =>
    `![${path} at ${width} px, ${scheme}](${fileName(path, form, scheme)})`;
  const rows = paths.map(
    (path) =>
      `| \`${path}\` | ${cell(path, 'desktop', 1440, 'light')} | ${cell(path, 'desktop', 1440, 'dark')} | ` +
      `${cell(path, 'mobile', 375, 'light')} | ${cell(path, 'mobile', 375, 'dark')} |`,
  );
  const stateCell = (state: ScreenshotState, form: (typeof STATE_FORMS)[number], scheme: Scheme) =>
    state.phoneOnly && form === desktop
      ? '(a phone’s only)'
      : `![${state.name} at ${form.width} px, ${scheme}](${fileName(state.name, form.name, scheme)})`;
  const [desktop, mobile] = STATE_FORMS;
  const stateRows = SCREENSHOT_STATES.map(
    (state) =>
      `| ${state.name} (\`${state.path}\`; mobile at ${mobile.width} px, by touch) | ${stateCell(state, desktop, 'light')} | ` +
      `${stateCell(state, desktop, 'dark')} | ${stateCell(state, mobile, 'light')} | ${stateCell(state, mobile, 'dark')} |`,
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
      ...stateRows,
      '',
      'Signed in as the demo voice, at a phone’s width (390 px):',
      '',
      '| screen | light | dark |',
      '| --- | --- | --- |',
      ...MEMBER_SHOTS.map(
        (shot) =>
          `| ${shot.title} | ![${shot.title}, light](${shot.name}-phone.png) | ` +
          `![${shot.title}, dark](${shot.name}-phone-dark.png) |`,
      ),
      '',
    ].join('\n'),
  );
  const files = readdirSync(outDir).filter((file) => file.endsWith('.png'));
  const kib = files.reduce((sum, file) => sum + statSync(join(outDir, file)).size, 0) / 1024;
  console.log(`Wrote ${files.length} screenshots (${kib.toFixed(0)} KiB) to docs/screenshots/`);
  const skipped = SCREENSHOT_PATHS.filter((path) => !isRoute(path));
  if (skipped.length > 0) console.log(`Not in the route table yet, skipped: ${skipped.join(', ')}`);
}

/** Writes a PNG with a 256-colour palette (sharp, the web build's image library): a third of the size, same look. */
async function savePalette(png: Buffer, file: string): Promise<void> {
  await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toFile(join(outDir, file));
}

/** The members' screens in one scheme, in a context signed in through the sign-in form. */
async function captureMemberShots(browser: Browser, scheme: Scheme): Promise<void> {
  const context = await browser.newContext({
    baseURL: siteOrigin,
    viewport: PHONE,
    deviceScaleFactor: 1,
    colorScheme: scheme,
  });
  const page = await context.newPage();
  try {
    await page.goto('/voa/_auth_', { waitUntil: 'networkidle' });
    await page.getByLabel('E-mail').first().fill(DEMO_VOICE.email);
    await page.getByLabel('Password').fill(DEMO_VOICE.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/voa/_auth_');
    for (const shot of MEMBER_SHOTS) {
      await shot.open(page);
      await page.evaluate('document.fonts.ready.then(() => true)');
      await savePalette(
        await page.screenshot({ fullPage: true }),
        `${shot.name}-phone${scheme === 'dark' ? '-dark' : ''}.png`,
      );
    }
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
