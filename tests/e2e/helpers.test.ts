import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostPort, loadSuiteConfig, repoRoot } from '#tools/emulators/config.ts';
import {
  accountByEmail,
  grantClaims,
  signIn,
  signUp,
  signUpVerified,
  tokenClaims,
  uniqueEmail,
} from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { overlappingControls, smallTapTargets } from './support/person.ts';

// The helpers later journeys build on, checked against the real browser and emulators.
const otherHost = 'voices.example.test';
const { port } = loadSuiteConfig().hosting;
const browser = useBrowser({ hostAliases: [otherHost], aliasPort: port });

/** The Cache-Control firebase.json gives /assets/**: the header the emulator must send. */
const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const assetCacheControl = firebaseJson.hosting.headers
  .find((rule) => rule.source === '/assets/**')
  ?.headers.find((header) => header.key.toLowerCase() === 'cache-control')?.value;

describe('browser helpers', () => {
  it('serves the site under a second host name mapped to 127.0.0.1 (host-variant navigation)', async () => {
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: `http://${otherHost}:${port}` });
    try {
      await visit(page, '/home/');
      expect(await page.evaluate(() => location.host)).toBe(`${otherHost}:${port}`);
      await expect.poll(() => page.locator('main h1').count()).toBe(1);
      expect(await page.evaluate(() => isSecureContext), 'a secure context, like the HTTPS site').toBe(true);
      // Every asset loaded under that name (the app's own console errors are the route tests' business).
      expect(problems.filter((problem) => /^(request failed|HTTP)/.test(problem))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a request the page still had in flight when the test visits another page is left behind; one that fails while the page stays is a problem', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/home/');
      // A query the old page starts late, while the next page is on its way (held for a second),
      // which leaving the page then cancels; and one the network breaks while the page stays.
      await page.route('**/late-query', () => undefined);
      await page.route('**/broken-query', (route) => route.abort('aborted'));
      await page.route('**/contact', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await page.evaluate(() => {
        void fetch('/broken-query').catch(() => undefined);
        setTimeout(() => void fetch('/late-query').catch(() => undefined), 500);
      });
      await expect.poll(() => problems.length).toBe(1);
      await visit(page, '/contact');
      expect(problems).toEqual([expect.stringMatching(/^request failed: GET \S+\/broken-query \(net::ERR_ABORTED\)$/)]);
    } finally {
      await close();
    }
  });

  it("serves the build on 127.0.0.1 with firebase.json's rewrites and headers (the Hosting emulator)", async () => {
    const { page, close } = await openWatchedPage(browser());
    try {
      const assets: { url: string; cacheControl: string | undefined }[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/assets/')) {
          assets.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
        }
      });
      const response = await page.goto('/home/', { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200); // the SPA rewrite answers a path that is no file
      expect(new URL(page.url()).host).toBe(hostPort(loadSuiteConfig().hosting));
      expect(assets.length).toBeGreaterThan(0);
      expect(assetCacheControl).toMatch(/immutable/);
      for (const asset of assets) expect(asset.cacheControl, asset.url).toBe(assetCacheControl);
    } finally {
      await close();
    }
  });
});

describe('journey helpers (support/person.ts)', () => {
  /** A page of fixed boxes at 390 px: what the helpers measure, without the site's own layout. */
  const fixture = `<!doctype html><style>
      body { margin: 0; font: 16px/1.5 sans-serif; }
      .box { position: absolute; left: 10px; width: 100px; height: 50px; display: block; }
      .card { position: relative; width: 200px; height: 120px; }
      .card a::after { content: ''; position: absolute; inset: 0; }
      .lone { display: inline-block; padding-block: 10px; margin-block: -10px; }
      .hidden-box { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    </style>
    <button class="box" style="top: 0">First</button>
    <a class="box" href="/a" style="top: 40px">Overlaps the first</a>
    <a class="box" href="/b" style="top: 200px; height: 30px">Too low</a>
    <p style="position: absolute; top: 300px">A sentence with <a href="/c">an inline link</a> in it.</p>
    <label style="position: absolute; top: 400px; display: block; height: 44px; width: 200px">
      <input type="checkbox"> A box with a tall label</label>
    <div class="card" style="position: absolute; top: 500px"><h3><a href="/d">A card</a></h3></div>
    <p style="position: absolute; top: 700px"><a class="lone" href="/e">A lone link, padded</a></p>
    <a class="hidden-box" href="/f">Visually hidden</a>
    <button class="box" style="top: 800px" disabled>Disabled</button>`;

  it('finds the controls that overlap, and only those', async () => {
    const { page, close } = await openWatchedPage(browser(), { viewport: { width: 390, height: 844 } });
    try {
      await page.setContent(fixture);
      expect(await overlappingControls(page)).toEqual([
        'button "First" 100×50 at (10, 0) overlaps a "Overlaps the first" 100×50 at (10, 40)',
      ]);
    } finally {
      await close();
    }
  });

  it('finds the tap targets under 44 px, but a link inside a sentence, a label, a stretched card link or a padded link', async () => {
    const { page, close } = await openWatchedPage(browser(), { viewport: { width: 390, height: 844 } });
    try {
      await page.setContent(fixture);
      expect(await smallTapTargets(page)).toEqual(['a "Too low" 100×30 at (10, 200)']);
    } finally {
      await close();
    }
  });
});

describe('Auth emulator helpers', () => {
  it('signs a user up, grants an admin claim, and the next sign-in token carries it', async () => {
    const email = uniqueEmail('admin');
    const user = await signUp(email);
    expect(tokenClaims(user.idToken)).toMatchObject({ email, user_id: user.uid });
    expect(tokenClaims(user.idToken).admin).toBeUndefined();

    await grantClaims(user.uid, { admin: true });
    const again = await signIn(email, user.password);

    expect(again.uid).toBe(user.uid);
    expect(tokenClaims(again.idToken)).toMatchObject({ admin: true });
  });

  it('signs up an account with a verified address, whose token says so; a plain sign-up is unverified', async () => {
    const verified = await signUpVerified();
    expect(tokenClaims(verified.idToken)).toMatchObject({ email: verified.email, email_verified: true });
    expect((await accountByEmail(verified.email)).emailVerified).toBe(true);
    expect(tokenClaims((await signUp()).idToken).email_verified).toBe(false);
  });

  it('rejects a wrong password with the emulator message', async () => {
    const user = await signUp();
    await expect(signIn(user.email, 'wrong-password')).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
  });
});
