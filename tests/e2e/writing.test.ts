import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PostStatus } from '#shared/model/index.ts';
import { postDocument } from '#shared/testing/documents.ts';
import { useBrowser } from './support/browser.ts';
import { storeSession } from './support/auth.ts';
import { readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createVoiceWithCard, openSignedIn } from './support/members.ts';
import { openWatchedPage, reloadAtOnce, untilLoaded, visit } from './support/page.ts';

/**
 * Writing that is never lost (docs/decisions/0109-writing-is-never-lost.md), as a writer meets it
 * on a phone: a draft typed, then reloaded, left for another page, or written offline, comes back
 * whole; Save waits for an upload; My account lists each post with its state and its way back.
 */
const browser = useBrowser();
const phone = { viewport: { width: 390, height: 844 } };

/** The autosave's pause (3 s) and the emulator's answer, on a busy machine. */
const AFTER_THE_PAUSE = { timeout: 20_000 };
/** A save the connection failed is tried again 5, then 10, 20 and 30 s later (RETRY_MS). */
const AFTER_A_RETRY = { timeout: 45_000 };

/**
 * What the browser reports while the connection is off: each request refused, and the Firestore
 * SDK's log of its failed call. Nothing else may go wrong.
 */
const OFFLINE_PROBLEMS = [
  /^request failed: \S+ \S+ \(net::ERR_INTERNET_DISCONNECTED\)$/,
  /^console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
  /^console error: \[[^\]]+\]\s+@firebase\/firestore: Firestore \([^)]+\): (RPC_ERROR HTTP error has no status|RestConnection RPC '\w+' [\w]+ failed with error: )/,
];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function typeDraft(page: Page, title: string, body: string) {
  await field(page, 'Title').fill(title);
  await field(page, 'Text').fill(body);
}

async function fieldsOf(page: Page) {
  return { title: await field(page, 'Title').inputValue(), body: await field(page, 'Text').inputValue() };
}

describe('writing that is never lost', { timeout: 120_000 }, () => {
  it('a draft typed and reloaded at once comes back from the phone, then from the account once saved', async () => {
    const suffix = randomUUID().slice(0, 6);
    const voice = await createVoiceWithCard('Akosua Boateng', 'reload');
    const { page, problems, close } = await openWatchedPage(browser(), phone);
    try {
      await openSignedIn(page, voice, '/voa/blog/write');
      const draft = {
        title: `Rain over Kumasi ${suffix}`,
        body: 'The first rains came at night.\n\nThen the roofs sang.',
      };
      await typeDraft(page, draft.title, draft.body);
      // Reloaded before the pause: only the phone has it.
      await reloadAtOnce(page);
      await expect.poll(() => field(page, 'Title').count(), { timeout: 30_000 }).toBe(1);
      expect(await fieldsOf(page)).toEqual(draft);
      await expect.poll(() => page.getByText(/^Restored from this device/).count()).toBe(1);

      // The restored copy goes to the account as a draft; the address then names it.
      const slug = `rain-over-kumasi-${suffix}`;
      await expect.poll(() => page.getByText(/^Saved (just now|\d+ s ago)$/).count(), AFTER_THE_PAUSE).toBe(1);
      expect(await readDoc(`posts/${slug}`)).toMatchObject({ status: 'draft', body: draft.body });
      await expect.poll(() => new URL(page.url()).search).toBe(`?edit=${slug}`);
      await reloadAtOnce(page);
      await expect.poll(() => field(page, 'Title').count(), { timeout: 30_000 }).toBe(1);
      expect(await fieldsOf(page)).toEqual(draft);
      expect(await page.getByText(/^Restored from this device/).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a draft left for another page in the app is saved on the way out, and opens again whole', async () => {
    const suffix = randomUUID().slice(0, 6);
    const voice = await createVoiceWithCard('Akosua Boateng', 'leave');
    const { page, problems, close } = await openWatchedPage(browser(), phone);
    try {
      await openSignedIn(page, voice, '/voa/blog/write');
      const draft = { title: `Harmattan letters ${suffix}`, body: 'The dust came early that year.' };
      await typeDraft(page, draft.title, draft.body);
      // The site's name in the header: a link inside the app, taken before the pause.
      await page.getByRole('link', { name: 'Sankofa Editorial home' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/home/');
      const slug = `harmattan-letters-${suffix}`;
      await waitForDoc(`posts/${slug}`, (post) => post.body === draft.body && post.status === 'draft');

      await visit(page, `/voa/account`);
      const row = page.getByRole('listitem').filter({ hasText: draft.title });
      await row.getByRole('link', { name: `Edit “${draft.title}”` }).click();
      await expect.poll(() => field(page, 'Title').count(), { timeout: 30_000 }).toBe(1);
      expect(await fieldsOf(page)).toEqual(draft);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a link taken while the next page loads still leads there when the draft’s first save lands meanwhile', async () => {
    const suffix = randomUUID().slice(0, 6);
    const voice = await createVoiceWithCard('Akosua Boateng', 'slow-leave');
    const { page, problems, close } = await openWatchedPage(browser(), phone);
    try {
      await openSignedIn(page, voice, '/voa/blog/write');
      const draft = { title: `Dry season ${suffix}`, body: 'The river went down to stones.' };
      await typeDraft(page, draft.title, draft.body);
      // A slow line: the next page's code comes only after the pause's save has named the draft (its
      // first save replaces the address with ?edit=…), as on a phone whose download outlasts the pause.
      const slug = `dry-season-${suffix}`;
      const saved = waitForDoc(`posts/${slug}`, (post) => post.body === draft.body);
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await saved;
        await route.continue();
      });
      await page.getByRole('link', { name: 'Sankofa Editorial home' }).click();
      await saved;
      // The address changes at the tap; the editor leaves the screen only when the next page is there.
      await expect.poll(() => field(page, 'Title').count(), AFTER_THE_PAUSE).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/home/');
      await page.unrouteAll();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a draft written offline is kept on the phone, said so, and saved when the connection is back', async () => {
    const suffix = randomUUID().slice(0, 6);
    const voice = await createVoiceWithCard('Akosua Boateng', 'offline');
    const { context, page, problems, close } = await openWatchedPage(browser(), phone);
    try {
      await openSignedIn(page, voice, '/voa/blog/write');
      // The page opened online, as a writer's would; then the line drops.
      await field(page, 'Title').waitFor({ timeout: 30_000 });
      await context.setOffline(true);
      const draft = { title: `Bus to Tamale ${suffix}`, body: 'No signal past Kintampo.' };
      await typeDraft(page, draft.title, draft.body);
      // The form's status line (its live region beside it says the same to a screen reader, below).
      const statusLine = page.locator('p[data-state]');
      await expect
        .poll(() => statusLine.filter({ hasText: 'Offline: kept on this device.' }).count(), AFTER_THE_PAUSE)
        .toBe(1);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /^Offline: kept on this device/ })
          .count(),
      ).toBe(1);

      const whileOffline = problems.splice(0);
      expect(whileOffline.length).toBeGreaterThan(0);
      expect(whileOffline.filter((problem) => !OFFLINE_PROBLEMS.some((expected) => expected.test(problem)))).toEqual(
        [],
      );

      await context.setOffline(false);
      const slug = `bus-to-tamale-${suffix}`;
      await expect.poll(() => page.getByText(/^Saved (just now|\d+ s ago)$/).count(), AFTER_A_RETRY).toBe(1);
      expect(await page.getByRole('status').filter({ hasText: 'Saved to your account.' }).count()).toBe(1);
      expect(await readDoc(`posts/${slug}`)).toMatchObject({ status: 'draft', body: draft.body });
      // A retry sent just before the line came back fails as offline, reported after the count above.
      const offlineBeforeTheSave = problems.splice(0);
      expect(
        offlineBeforeTheSave.filter((problem) => !OFFLINE_PROBLEMS.some((expected) => expected.test(problem))),
      ).toEqual([]);
      await reloadAtOnce(page);
      await expect.poll(() => field(page, 'Title').count(), { timeout: 30_000 }).toBe(1);
      expect(await fieldsOf(page)).toEqual(draft);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it(
    'Save waits while an image uploads, and says so: "Save my card" and the post form',
    { timeout: 150_000 },
    async () => {
      const voice = await createVoiceWithCard('Akosua Boateng', 'upload');
      const { page, problems, close } = await openWatchedPage(browser(), phone);
      try {
        // The upload's answer is held back until the test lets it go, as on a slow line.
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/images?*', async (route) => {
          await released;
          await route.continue();
        });
        const photo = {
          name: 'me.jpg',
          mimeType: 'image/jpeg',
          buffer: await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#b5651d' } })
            .jpeg()
            .toBuffer(),
        };
        const waiting = page.getByRole('status').filter({
          hasText: 'The image is still uploading: you can save once it has arrived.',
        });

        await openSignedIn(page, voice, '/voa/profiles/voice');
        await page.getByRole('button', { name: 'Edit my card' }).click();
        await page
          .getByRole('group', { name: 'Portrait (optional)' })
          .locator('input[type="file"]')
          .setInputFiles(photo);
        const save = page.getByRole('button', { name: 'Save my card' });
        await expect.poll(() => save.isDisabled()).toBe(true);
        expect(await waiting.count()).toBe(1);
        release();
        // Sent, processed (sharp, in a Functions emulator worker that may be starting), shown, then free.
        const portraitField = page.getByRole('group', { name: 'Portrait (optional)' });
        await expect
          .poll(() => portraitField.locator('img[src^="/media/portrait/"]').count(), { timeout: 90_000 })
          .toBe(1);
        expect(await save.isEnabled()).toBe(true);
        expect(await waiting.count()).toBe(0);
        await save.click();
        const card = await waitForDoc(`members/${voice.uid}`, (doc) => String(doc.portraitUrl).startsWith('/media/'));
        expect(String(card.portraitUrl)).toMatch(/^\/media\/portrait\//);
        expect(problems).toEqual([]);

        // The post form: a cover on its way holds both its buttons, until it arrives or is cancelled.
        await page.unroute('**/api/images?*');
        await page.route('**/api/images?*', () => {
          // Never answered: the writer cancels.
        });
        await visit(page, '/voa/blog/write');
        await page
          .getByRole('group', { name: 'Cover image (optional)' })
          .locator('input[type="file"]')
          .setInputFiles(photo);
        for (const name of ['Submit for review', 'Save as draft']) {
          await expect.poll(() => page.getByRole('button', { name }).isDisabled()).toBe(true);
        }
        expect(await waiting.count()).toBe(1);
        await page.getByRole('button', { name: 'Cancel upload' }).click();
        await expect.poll(() => page.getByRole('button', { name: 'Submit for review' }).isEnabled()).toBe(true);
        expect(await waiting.count()).toBe(0);
        // The writer's own Cancel aborts that request: Chromium reports it failed or not, as the held
        // route had taken it yet or not (seen both ways). Nothing else may have gone wrong.
        expect(
          problems.filter(
            (problem) =>
              !/^request failed: POST \S+\/api\/images\?purpose=post-cover \(net::ERR_ABORTED\)$/.test(problem),
          ),
        ).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('after "Submit for review" the sent form goes at once, never left live under the blog’s address; the blog’s code was loaded ahead', async () => {
    const suffix = randomUUID().slice(0, 6);
    const voice = await createVoiceWithCard('Akosua Boateng', 'sent');
    const { page, problems, close } = await openWatchedPage(browser(), phone);
    try {
      // The blog home's code answers only when the test says, as from a busy server (in CI, the
      // Hosting emulator shares its process with the functions that a submission wakes).
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let requestedAt = Number.POSITIVE_INFINITY;
      await page.route('**/assets/BlogHomePage-*.js', async (route) => {
        requestedAt = performance.now();
        await released;
        await route.continue();
      });
      // Signed in as openSignedIn does, but not waiting for the network to go quiet: the held
      // request keeps it busy.
      await page.goto('/robots.txt');
      await storeSession(page, voice);
      await page.goto('/voa/blog/write');
      await field(page, 'Title').waitFor({ timeout: 30_000 });
      await typeDraft(page, `Harmattan letters ${suffix}`, 'The dust came early that year.');
      const clickedAt = performance.now();
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/voa/blog');
      expect(await page.getByRole('status').filter({ hasText: 'Sent for review. Opening the blog…' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
      expect(await field(page, 'Title').count()).toBe(0);
      // Asked for while the writer wrote, not after the send.
      expect(requestedAt).toBeLessThan(clickedAt);

      release();
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'VOA Blog' }).count(), { timeout: 30_000 })
        .toBe(1);
      expect(await readDoc(`posts/harmattan-letters-${suffix}`)).toMatchObject({ status: 'submitted' });
      await untilLoaded(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('My writing lists each post with its state and its way back: edit, revise with the note, or read', async () => {
    const suffix = randomUUID().slice(0, 6);
    const voice = await createVoiceWithCard('Akosua Boateng', 'mine');
    const post = (state: PostStatus, fields: Record<string, unknown> = {}) =>
      updateDoc(`posts/${state}-${suffix}`, {
        ...postDocument(`${state}-${suffix}`, new Date(), {
          title: `A ${state} post ${suffix}`,
          authorUid: voice.uid,
          author: { displayName: 'Akosua Boateng', type: 'voice' },
          status: state,
          published: state === 'published' ? new Date() : null,
        }),
        ...fields,
      });
    await Promise.all([
      post('draft'),
      post('submitted'),
      post('returned', { reviewNote: 'Say where the market stood.' }),
      post('published'),
    ]);
    const { page, problems, close } = await openWatchedPage(browser(), phone);
    try {
      await openSignedIn(page, voice, '/voa/account');
      const writing = page.getByRole('region', { name: 'My writing' });
      await expect.poll(() => writing.getByRole('listitem').count(), { timeout: 30_000 }).toBe(4);
      const row = (state: string) => writing.getByRole('listitem').filter({ hasText: `A ${state} post ${suffix}` });
      expect(await row('draft').innerText()).toContain('Draft');
      expect(await row('draft').getByRole('link').getAttribute('href')).toBe(`/voa/blog/write?edit=draft-${suffix}`);
      expect(await row('submitted').innerText()).toContain('Waiting for review');
      expect(await row('returned').innerText()).toContain('The editors’ note: Say where the market stood.');
      expect(await row('returned').getByRole('link').getAttribute('href')).toBe(
        `/voa/blog/write?edit=returned-${suffix}`,
      );
      expect(await row('published').innerText()).toContain('Published');
      expect(await row('published').getByRole('link').getAttribute('href')).toBe(`/voa/blog/posts/published-${suffix}`);
      expect(
        await row('published')
          .getByRole('button', { name: /^Withdraw/ })
          .count(),
      ).toBe(0);

      await row('draft').getByRole('link').click();
      await expect.poll(() => field(page, 'Title').count(), { timeout: 30_000 }).toBe(1);
      expect(await field(page, 'Title').inputValue()).toBe(`A draft post ${suffix}`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
