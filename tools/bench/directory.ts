/**
 * npm run bench:directory — how the member directory behaves with 1,000 cards.
 * Runs inside `npm run emulators:exec` (the script does that): seeds 1,000 voice cards with the
 * Admin SDK, times the app's query (type ==, orderBy displayName, limit 24 + 1) for the first page and
 * for a walk through every page by cursor, compares it with reading all 1,000 at once (Admin SDK: the
 * rules refuse a visitor that many), then runs the
 * jsdom test that renders the first page of the real directory and prints its time.
 */
import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { COLLECTIONS } from '#shared/model/index.ts';

const COUNT = 1000;
const PAGE = 24;

function emulatorTarget(): { projectId: string; host: string } {
  const projectId = process.env.GCLOUD_PROJECT;
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!projectId?.startsWith('demo-') || !host) {
    throw new Error('Run through `npm run bench:directory` (inside the emulators of a demo- project)');
  }
  return { projectId, host };
}
const { projectId, host } = emulatorTarget();

async function seed(): Promise<void> {
  const admin = getApps()[0] ?? initializeAdmin({ projectId });
  const db = getAdminFirestore(admin);
  for (let start = 0; start < COUNT; start += 500) {
    const batch = db.batch();
    for (let n = start; n < Math.min(start + 500, COUNT); n++) {
      const number = String(n + 1).padStart(4, '0');
      batch.set(db.doc(`${COLLECTIONS.members}/bench-${number}`), {
        displayName: `Bench Voice ${number}`,
        type: 'voice',
        country: 'Ghana',
        bio: 'A member card seeded for the directory benchmark.',
        joined: new Date(),
      });
    }
    await batch.commit();
  }
}

const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
};

async function main(): Promise<void> {
  const [, seeded] = await time(seed);
  console.log(`seeded ${COUNT} member cards in ${seeded} ms`);

  const db = getFirestore(initializeApp({ projectId, apiKey: 'demo-api-key' }));
  const [hostName = '127.0.0.1', port = '8080'] = host.split(':');
  connectFirestoreEmulator(db, hostName, Number(port));
  const members = collection(db, COLLECTIONS.members);
  const page = (after: QueryConstraint[]) =>
    getDocs(query(members, where('type', '==', 'voice'), orderBy('displayName'), ...after, limit(PAGE + 1)));

  await page([]); // warm the connection, as the app has by the time a page renders
  const [first, firstMs] = await time(() => page([]));
  console.log(`first page (${Math.min(first.size, PAGE)} cards): ${firstMs} ms`);

  const [pages, walkMs] = await time(async () => {
    let count = 1;
    let snapshot = first;
    while (snapshot.size > PAGE) {
      snapshot = await page([startAfter(snapshot.docs[PAGE - 1])]);
      count++;
    }
    return count;
  });
  console.log(`all ${pages} pages by cursor: ${walkMs} ms (${Math.round(walkMs / Math.max(pages - 1, 1))} ms a page)`);

  // The rules refuse a visitor's directory query above 25 cards (LIMITS.query.members): the whole
  // directory in one query, for comparison, is read with the Admin SDK.
  const adminDb = getAdminFirestore(getApps()[0] ?? initializeAdmin({ projectId }));
  const everyVoice = adminDb.collection(COLLECTIONS.members).where('type', '==', 'voice').orderBy('displayName');
  const [all, allMs] = await time(() => everyVoice.get());
  console.log(`for comparison, all ${all.size} cards in one query (Admin SDK, no rules): ${allMs} ms`);

  const render = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'web', 'src/features/directory/pages/DirectoryScale.test.tsx'],
    { encoding: 'utf8', env: process.env },
  );
  const output = stripVTControlCharacters(`${render.stdout}${render.stderr}`);
  const line = output.split('\n').find((text) => text.includes('[bench] '));
  console.log(line ? line.slice(line.indexOf('[bench] ') + 8) : 'the render test printed no timing (see its output)');
  if (render.status !== 0) {
    console.log(render.stdout);
    process.exitCode = 1;
  }
}

await main();
