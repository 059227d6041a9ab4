import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  IMAGE_PURPOSE_NAMES,
  MEDIA_COLLECTION,
  RATE_LIMITS_COLLECTION,
  UPLOAD_LIMITS,
  UPLOAD_RATE_KEY,
  mayUpload,
  parseMediaAddress,
  type ImagePurpose,
  type ImageUploader,
} from '#shared/model/index.js';
import { userProfileDocument } from '#shared/testing/documents.js';
import { clearFirestore, emulatedFirestore, recordingResponse } from '../test-support.js';
import {
  appCheckVerifier,
  handleUploadImage,
  isImageRefusal,
  newMediaId,
  type MediaStoreLike,
  type UploadDeps,
  type UploadRequest,
  type UploadedImage,
  type UploadRefusal,
} from './upload-image.js';
import type { ProcessedImage } from './process-image.js';

const { db, projectId } = emulatedFirestore();

const HOUR_MS = 60 * 60 * 1000;
const APP_CHECK = 'app-check-token';

/** The callers, by the token each presents. */
const callers = {
  /** An active voice. */
  'active-token': { uid: 'active-member' },
  'auntie-token': { uid: 'auntie-member' },
  'peer-token': { uid: 'peer-member' },
  'pending-token': { uid: 'pending-member' },
  'suspended-token': { uid: 'suspended-member' },
  /** Admin rights and no profile. */
  'admin-token': { uid: 'the-admin', admin: true },
  /** Admin rights and an active voice's profile. */
  'admin-voice-token': { uid: 'admin-voice', admin: true },
  /** A revoked admin's token (the claim, no admins/{uid}), with an active voice's profile. */
  'claim-only-token': { uid: 'claim-only', admin: true },
} as const;
type CallerToken = keyof typeof callers;

// A stand-in for getAuth().verifyIdToken: the real verification is covered by the integration test in tests/functions.
const tokensOf =
  (tokens: Record<string, { uid: string; admin?: boolean }>) =>
  async (token: string): Promise<DecodedIdToken> => {
    const caller = tokens[token];
    if (!caller) throw new Error('auth/argument-error');
    return caller as unknown as DecodedIdToken;
  };

/** A stand-in for processImage's ImageRefused (process-image.ts, built beside this branch). */
class RefusedStandIn extends Error {
  constructor(
    readonly code: 'not-an-image',
    message: string,
  ) {
    super(message);
  }
}

const NOT_AN_IMAGE = 'This file is not an image we can read.';
let processed = 0;

/** A stand-in for processImage: one WebP at the original width and the dominant colour, made by sharp for real. */
async function processWithSharp(input: Buffer): Promise<ProcessedImage> {
  processed += 1;
  const image = sharp(input);
  const { width, height } = await image.metadata().catch(() => {
    throw new RefusedStandIn('not-an-image', NOT_AN_IMAGE);
  });
  const { dominant } = await image.stats();
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  const bytes = await image.webp().toBuffer();
  return {
    width,
    height,
    placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    variants: [{ width, extension: 'webp', contentType: 'image/webp', bytes }],
  };
}

/** A stand-in for the bucket: the files in memory, by path. */
class MemoryBucketStandIn implements MediaStoreLike {
  readonly files = new Map<string, { bytes: Buffer; contentType: string }>();
  async save(path: string, bytes: Buffer, contentType: string) {
    this.files.set(path, { bytes, contentType });
  }
  async deleteAll(prefix: string) {
    const paths = [...this.files.keys()].filter((path) => path.startsWith(prefix));
    for (const path of paths) this.files.delete(path);
    return paths.length;
  }
}

let store: MemoryBucketStandIn;
let deps: UploadDeps;
let photo: Buffer;
/** A smaller photo, for the tests that upload many. */
let small: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0a080' } })
    .jpeg()
    .toBuffer();
  small = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#80a0c0' } })
    .jpeg()
    .toBuffer();
});

beforeEach(async () => {
  await clearFirestore(projectId);
  const created = Timestamp.now();
  await Promise.all([
    db.doc('users/active-member').set(userProfileDocument('active@example.com', created)),
    db.doc('users/pending-member').set(userProfileDocument('pending@example.com', created, { status: 'pending' })),
    db
      .doc('users/suspended-member')
      .set(userProfileDocument('suspended@example.com', created, { status: 'suspended', suspendedFrom: 'active' })),
    db.doc('users/auntie-member').set(userProfileDocument('auntie@example.com', created, { type: 'auntie' })),
    db.doc('users/peer-member').set(userProfileDocument('peer@example.com', created, { type: 'peer' })),
    db.doc('users/claim-only').set(userProfileDocument('claim-only@example.com', created)),
    db.doc('users/admin-voice').set(userProfileDocument('admin-voice@example.com', created)),
    db.doc('admins/the-admin').set({ granted: created, grantedBy: 'seed' }),
    db.doc('admins/admin-voice').set({ granted: created, grantedBy: 'seed' }),
  ]);
  processed = 0;
  store = new MemoryBucketStandIn();
  deps = {
    db,
    verifyIdToken: tokensOf(callers),
    verifyAppCheck: async (token) => token === APP_CHECK,
    process: processWithSharp,
    store,
    now: () => new Date(),
    newId: newMediaId,
  };
});

interface Upload {
  token?: CallerToken | null;
  purpose?: ImagePurpose | string;
  body?: Buffer;
  headers?: Record<string, string>;
  method?: string;
}

async function upload({ token = 'active-token', purpose = 'post-cover', body = photo, headers, method }: Upload = {}) {
  const request: UploadRequest = {
    method: method ?? 'POST',
    query: { purpose },
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(body.length),
      'x-firebase-appcheck': APP_CHECK,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    rawBody: body,
  };
  const { answer, response } = recordingResponse('');
  await handleUploadImage(request, response, deps);
  expect(answer.headers['Cache-Control']).toBe('no-store');
  expect(answer.headers['Content-Type']).toMatch(/^application\/json/);
  return {
    status: answer.status,
    headers: answer.headers,
    body: JSON.parse(answer.body) as UploadedImage & UploadRefusal,
  };
}

const mediaDocs = async () => (await db.collection(MEDIA_COLLECTION).get()).docs;

/** The caller's upload entry in rateLimits/{uid}, as uploadImage keeps it. */
const uploadEntry = async (uid: string) =>
  (await db.doc(`${RATE_LIMITS_COLLECTION}/${uid}`).get()).get(UPLOAD_RATE_KEY) as
    { windowStart: Timestamp; count: number; last: Timestamp; target: string } | undefined;

/** Uploads already made in the caller's current day, as the entry says: `left` of the day's to go. */
async function leaveInDay(
  uid: string,
  left: number,
  { startedHoursAgo = 1, perDay = UPLOAD_LIMITS.perDay.member } = {},
) {
  const at = Timestamp.fromMillis(Date.now() - startedHoursAgo * HOUR_MS);
  await db
    .doc(`${RATE_LIMITS_COLLECTION}/${uid}`)
    .set({ [UPLOAD_RATE_KEY]: { windowStart: at, count: perDay - left, last: at, target: 'media/earlier' } });
}

describe('uploadImage', () => {
  it('saves the files under the address, records media/{id} for a day, and answers the image', async () => {
    const before = Date.now();
    const { status, body } = await upload();

    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['address', 'height', 'placeholder', 'width']);
    const image = parseMediaAddress(body.address);
    expect(image).toMatchObject({ purpose: 'post-cover', width: 800, height: 600, placeholder: body.placeholder });
    expect(body).toMatchObject({ width: 800, height: 600 });
    expect(body.placeholder).toMatch(/^#[0-9a-f]{6}$/);

    const path = `${body.address.slice(1)}/800.webp`;
    expect([...store.files.keys()]).toEqual([path]);
    expect(store.files.get(path)?.contentType).toBe('image/webp');
    expect(await sharp(store.files.get(path)?.bytes).metadata()).toMatchObject({ format: 'webp', width: 800 });

    const docs = await mediaDocs();
    expect(docs.map((doc) => doc.id)).toEqual([image?.id]);
    const record = docs[0]?.data() ?? {};
    expect(record).toEqual({
      owner: 'active-member',
      purpose: 'post-cover',
      address: body.address,
      created: expect.any(Timestamp),
      expireAt: expect.any(Timestamp),
      usedBy: [],
    });
    const expireAt = (record.expireAt as Timestamp).toMillis();
    expect(expireAt).toBeGreaterThanOrEqual(before + 24 * HOUR_MS);
    expect(expireAt).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);
  });

  it('answers 405 to anything but POST, and 400 to a purpose it does not know', async () => {
    const get = await upload({ method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.Allow).toBe('POST');

    const unknown = await upload({ purpose: 'banner' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('invalid-purpose');
    expect(processed).toBe(0);
  });

  it('refuses a caller without a valid ID token, and a page without App Check', async () => {
    for (const token of [null, 'forged-token' as CallerToken]) {
      const { status, body } = await upload({ token });
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'unauthenticated', message: 'Sign in again to upload images.' });
    }
    const noAppCheck = await upload({ headers: { 'x-firebase-appcheck': '' } });
    expect(noAppCheck.status).toBe(401);
    expect(noAppCheck.body.code).toBe('app-check');
    expect(processed).toBe(0);
    expect(await mediaDocs()).toEqual([]);
  });

  it('refuses pending and suspended members, and members the admins’ purposes', async () => {
    for (const token of ['pending-token', 'suspended-token'] as const) {
      const { status, body } = await upload({ token, purpose: 'portrait' });
      expect(status).toBe(403);
      expect(body).toEqual({ code: 'forbidden', message: 'Only active members may upload portraits.' });
    }
    const album = await upload({ token: 'active-token', purpose: 'album-photo' });
    expect(album.status).toBe(403);
    expect(album.body).toEqual({ code: 'forbidden', message: 'Only admins may upload album photos.' });
    expect(processed).toBe(0);
    expect(store.files.size).toBe(0);
  });

  it('refuses a peer’s and an auntie’s post cover (only voices and admins write posts), saying why, and stores nothing', async () => {
    for (const token of ['peer-token', 'auntie-token'] as const) {
      const { status, body } = await upload({ token, purpose: 'post-cover' });
      expect(status).toBe(403);
      expect(body).toEqual({ code: 'forbidden', message: 'Only voices and admins may upload post covers.' });
    }
    expect(processed).toBe(0);
    expect(store.files.size).toBe(0);
    expect(await mediaDocs()).toEqual([]);
    expect(await uploadEntry('peer-member')).toBeUndefined();
    // Their own portrait, which their card takes, they may upload.
    expect((await upload({ token: 'peer-token', purpose: 'portrait' })).status).toBe(201);
  });

  it('takes an admin as the claim and admins/{uid} together: their purposes and post covers, a portrait with an active profile', async () => {
    // The claim alone (a revoked admin's token keeps it for up to an hour) is not enough.
    const claimOnly = await upload({ token: 'claim-only-token', purpose: 'album-photo' });
    expect(claimOnly.status).toBe(403);

    const album = await upload({ token: 'admin-token', purpose: 'album-photo' });
    expect(album.status).toBe(201);
    expect(parseMediaAddress(album.body.address)?.purpose).toBe('album-photo');
    expect((await upload({ token: 'admin-token', purpose: 'post-cover' })).status).toBe(201);
    // A portrait goes on the uploader's own card, which only an active member has.
    expect((await upload({ token: 'admin-token', purpose: 'portrait' })).status).toBe(403);
    expect((await upload({ token: 'admin-voice-token', purpose: 'portrait' })).status).toBe(201);
    expect((await mediaDocs()).map((doc) => doc.get('owner')).sort()).toEqual([
      'admin-voice',
      'the-admin',
      'the-admin',
    ]);
  });

  it('answers every caller and purpose as IMAGE_PURPOSES’ uploaders say, by the caller’s roles', async () => {
    const roles: Record<CallerToken, ImageUploader[]> = {
      'active-token': ['member', 'voice'],
      'auntie-token': ['member'],
      'peer-token': ['member'],
      'pending-token': [],
      'suspended-token': [],
      'admin-token': ['admin'],
      'admin-voice-token': ['member', 'voice', 'admin'],
      'claim-only-token': ['member', 'voice'],
    };
    const answers: string[] = [];
    const expected: string[] = [];
    for (const token of Object.keys(roles) as CallerToken[]) {
      for (const purpose of IMAGE_PURPOSE_NAMES) {
        answers.push(`${token} ${purpose}: ${(await upload({ token, purpose, body: small })).status}`);
        expected.push(`${token} ${purpose}: ${mayUpload(purpose, roles[token]) ? 201 : 403}`);
      }
    }
    expect(answers).toEqual(expected);
  });

  it('refuses a body over the limit by its declared length before processing it, and by its size', async () => {
    const declared = await upload({ headers: { 'content-length': String(UPLOAD_LIMITS.maxBytes + 1) } });
    expect(declared.status).toBe(413);
    expect(declared.body.code).toBe('too-large');
    expect(declared.body.message).toContain('15 MB');

    const received = await upload({
      body: Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1),
      headers: { 'content-length': '' },
    });
    expect(received.status).toBe(413);
    expect(processed).toBe(0);
  });

  it('refuses an upload past the day’s count, counting the caller’s own, until their day’s window ends', async () => {
    const perDay = UPLOAD_LIMITS.perDay.member;
    await leaveInDay('active-member', 1);
    await leaveInDay('pending-member', 0);

    // The last one the day allows, then none.
    expect((await upload()).status).toBe(201);
    const { status, body, headers } = await upload();
    expect(status).toBe(429);
    expect(body.code).toBe('rate-limited');
    expect(body.message).toContain(String(perDay));
    // The window began an hour ago: it ends in 23 hours.
    expect(Number(headers['Retry-After'])).toBeGreaterThan(22 * 3600);
    expect(Number(headers['Retry-After'])).toBeLessThanOrEqual(23 * 3600);
    expect(processed).toBe(1);
    expect(await uploadEntry('active-member')).toMatchObject({ count: perDay });

    // A window that began 25 hours ago has ended: a new one starts with this upload.
    await leaveInDay('active-member', 0, { startedHoursAgo: 25 });
    expect((await upload()).status).toBe(201);
    expect(await uploadEntry('active-member')).toMatchObject({ count: 1 });
  });

  it('counts six uploads sent at once with three left in the day as three accepted and three refused', async () => {
    await leaveInDay('active-member', 3);

    const statuses = (await Promise.all(Array.from({ length: 6 }, () => upload({ body: small })))).map(
      ({ status }) => status,
    );

    expect(statuses.sort()).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await mediaDocs()).toHaveLength(3);
    expect(await uploadEntry('active-member')).toMatchObject({ count: UPLOAD_LIMITS.perDay.member });
  });

  it('gives the day’s place back when the bytes are refused, cannot be processed or cannot be saved', async () => {
    await leaveInDay('active-member', 1);
    expect((await upload({ body: Buffer.from('%PDF-1.7 not a photo') })).status).toBe(400);
    const failing = deps.process;
    deps.process = async () => {
      throw new Error('vips: out of memory');
    };
    expect((await upload()).status).toBe(500);
    deps.process = failing;
    const save = store.save.bind(store);
    store.save = async () => {
      throw new Error('bucket unavailable');
    };
    expect((await upload()).status).toBe(500);
    store.save = save;
    expect(await uploadEntry('active-member')).toMatchObject({ count: UPLOAD_LIMITS.perDay.member - 1 });

    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(429);
  });

  it('answers a refusal of the bytes with its code and sentence, and saves nothing', async () => {
    const { status, body } = await upload({ body: Buffer.from('%PDF-1.7 not a photo') });

    expect(status).toBe(400);
    expect(body).toEqual({ code: 'not-an-image', message: NOT_AN_IMAGE });
    expect(store.files.size).toBe(0);
    expect(await mediaDocs()).toEqual([]);
  });

  it('answers 500 to a processing failure that is not a refusal', async () => {
    deps.process = async () => {
      throw new Error('vips: out of memory');
    };
    const { status, body } = await upload();
    expect(status).toBe(500);
    expect(body.code).toBe('internal');
    expect(body.message).not.toContain('vips');
  });

  it('deletes the saved files when media/{id} cannot be written', async () => {
    // The id already taken: create() fails after the files are saved.
    const id = 'TakenTakenTakenTaken';
    await db.doc(`${MEDIA_COLLECTION}/${id}`).set({ owner: 'someone-else', created: Timestamp.now() });
    deps.newId = () => id;
    let saved = 0;
    const save = store.save.bind(store);
    store.save = async (...args) => {
      saved += 1;
      return save(...args);
    };

    const { status, body } = await upload();

    expect(status).toBe(500);
    expect(body.code).toBe('internal');
    expect(saved).toBe(1);
    expect(store.files.size).toBe(0);
    expect((await db.doc(`${MEDIA_COLLECTION}/${id}`).get()).get('owner')).toBe('someone-else');
  });
});

describe('newMediaId', () => {
  it('is 20 letters and digits, different each time', () => {
    const ids = Array.from({ length: 50 }, newMediaId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('isImageRefusal', () => {
  it('is an error with one of the refusal codes, and nothing else', () => {
    expect(isImageRefusal(new RefusedStandIn('not-an-image', NOT_AN_IMAGE))).toBe(true);
    expect(isImageRefusal(Object.assign(new Error('x'), { code: 'too-small' }))).toBe(true);
    expect(isImageRefusal(Object.assign(new Error('x'), { code: 'permission-denied' }))).toBe(false);
    expect(isImageRefusal({ code: 'not-an-image', message: 'x' })).toBe(false);
  });
});

/**
 * A token of the shape the web app presents to the emulators (web/src/lib/firebase/app-check-stand-in.ts,
 * an ES module this CommonJS package cannot import): an unsigned JWT naming the app in `sub`.
 */
const standInToken = (payload: object) =>
  `${[{ alg: 'none', typ: 'JWT' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.')}.`;

describe('appCheckVerifier', () => {
  const rejecting = async () => {
    throw new Error('app-check/invalid-argument');
  };

  it('on the emulators accepts the stand-in token the web app presents, and never no token', async () => {
    const verify = appCheckVerifier({ emulated: true, verifyToken: rejecting });
    expect(await verify(standInToken({ sub: '1:0:web:test', iss: 'emulator-stand-in' }))).toBe(true);
    expect(await verify(undefined)).toBe(false);
    expect(await verify('not-a-jwt')).toBe(false);
    expect(await verify(standInToken({ iss: 'no-app' }))).toBe(false);
  });

  it('elsewhere accepts only what App Check verifies', async () => {
    const stand = standInToken({ sub: '1:0:web:test', iss: 'emulator-stand-in' });
    expect(await appCheckVerifier({ emulated: false, verifyToken: rejecting })(stand)).toBe(false);
    expect(await appCheckVerifier({ emulated: false, verifyToken: async () => ({}) })(stand)).toBe(true);
    expect(await appCheckVerifier({ emulated: false, verifyToken: async () => ({}) })(undefined)).toBe(false);
  });
});
