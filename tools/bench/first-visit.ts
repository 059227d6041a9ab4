/**
 * npm run bench:first-visit: the bytes of a first visit on a phone, by kind, for a post (with a
 * cover), an album, /voa/blog and /home/, from the e2e build served with its seeded data. The
 * budget of a post's first visit is checked by tests/e2e/first-visit-budget.test.ts.
 * After other commands in one run: npm run e2e -- "…; tsx tools/bench/first-visit.ts"
 * With --responses, each page's responses follow its line: kind, KB and address, largest first.
 */
import { launchChromium } from '../e2e/chromium.ts';
import { DEMO_POST, seedSite, siteSeeded } from '../e2e/seed-site.ts';
import { siteOrigin } from '../e2e/site.ts';
import { firstVisitBytes, kb, KINDS } from './first-visit-bytes.ts';

const FIRST_VISIT_PAGES = [
  `/voa/blog/posts/${DEMO_POST}`,
  '/voa/photos/lagos-book-and-art-festival-2026',
  '/voa/blog',
  '/home/',
];

// The demo data, unless the journeys run before it in the same emulators seeded it (it seeds once).
if (!(await siteSeeded())) await seedSite();
const browser = await launchChromium();
try {
  const listResponses = process.argv.includes('--responses');
  const columns = ['total', ...KINDS] as const;
  console.log(['page', ...columns].join('\t'));
  for (const path of FIRST_VISIT_PAGES) {
    const bytes = await firstVisitBytes(browser, `${siteOrigin}${path}`);
    console.log([path, ...columns.map((kind) => kb(bytes[kind]))].join('\t'));
    if (listResponses) {
      for (const { kind, bytes: size, url } of bytes.responses.toSorted((a, b) => b.bytes - a.bytes))
        console.log(`  ${kind}\t${kb(size)}\t${new URL(url).pathname}`);
    }
  }
  console.log('(KB on the wire, 1 KB = 1024 bytes)');
} finally {
  await browser.close();
}
