import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSuiteConfig } from '#tools/emulators/config.ts';
import { emulatorsFromEnv, firestoreAdmin } from '#shared/testing/index.ts';

/** The deployed blogFeed function on the Functions emulator, over HTTP (Hosting rewrites the feed's path to it). */
const emulators = emulatorsFromEnv(process.env);
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: emulators.projectId }));
const { functions } = loadSuiteConfig();
const url = `http://${functions.host}:${functions.port}/${emulators.projectId}/us-central1/blogFeed/voa/blog/feed.xml`;

beforeEach(() => firestoreAdmin(emulators).clear());

describe('the blogFeed function on the Functions emulator', () => {
  it('answers HEAD with GET’s status and headers, and no body', async () => {
    const at = Timestamp.now();
    await db.doc('posts/rain').set({
      title: 'Rain over Onitsha',
      slug: 'rain',
      authorUid: 'voice-1',
      author: { displayName: 'Chiamaka Eze', type: 'voice' },
      coverUrl: '',
      body: 'The rain came early that year.',
      tags: [],
      status: 'published',
      created: at,
      updated: at,
      published: at,
    });
    const full = await fetch(url);
    const head = await fetch(url, { method: 'HEAD' });

    expect(full.status).toBe(200);
    expect(await full.text()).toContain('<title type="text">Rain over Onitsha</title>');
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'cache-control', 'content-length', 'etag']) {
      expect(head.headers.get(name), name).toBe(full.headers.get(name));
    }
    expect(await head.text()).toBe('');
  });
});
