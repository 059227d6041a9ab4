// Not committed: screenshots of /search and a count of the documents each search reads.
import { launchChromium } from '#tools/e2e/chromium.ts';
import { signIn } from './tests/e2e/support/auth.ts';
import { openSignedIn } from './tests/e2e/support/members.ts';

const base = 'http://127.0.0.1:5000';
const browser = await launchChromium();
const voice = await signIn('voice@voices.test', 'voices-demo');

async function look(name: string, path: string, width: number, scheme: 'light' | 'dark', signedIn: boolean) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: width < 500 ? 844 : 900 }, colorScheme: scheme });
  const page = await context.newPage();
  let documents = 0;
  let queries = 0;
  page.on('response', async (response) => {
    if (!response.url().includes(':runQuery')) return;
    queries += 1;
    try {
      const body = (await response.json()) as { document?: unknown }[];
      documents += body.filter((entry) => entry.document).length;
    } catch {}
  });
  if (signedIn) await openSignedIn(page, voice, path);
  else await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/search-shots/${name}.png`, fullPage: true });
  console.log(`${name}: ${queries} queries, ${documents} documents`);
  await context.close();
}

await look('grandmother-390-light-out', '/search?q=grandmother', 390, 'light', false);
await look('grandmother-1440-dark-out', '/search?q=grandmother', 1440, 'dark', false);
await look('lindiwe-390-dark-in', '/search?q=lindiwe%20du', 390, 'dark', true);
await look('lagos-1440-light-in', '/search?q=lagos', 1440, 'light', true);
await look('empty-390-light-out', '/search', 390, 'light', false);
await look('library-390-light', '/voa/library?q=achebe', 390, 'light', false);
await look('voices-1440-light', '/voa/voices?q=samuel', 1440, 'light', false);
await look('posts-390-dark', '/voa/blog/posts?q=grandmother', 390, 'dark', false);
// The menu's Search link, on a phone.
{
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/voa/blog', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/search-shots/menu-390.png' });
  await context.close();
}
await browser.close();
