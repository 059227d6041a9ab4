import { randomInt } from 'node:crypto';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  IMAGE_PURPOSES,
  MEDIA_COLLECTION,
  RATE_LIMITS_COLLECTION,
  UNATTACHED_UPLOAD_HOURS,
  UPLOAD_LIMITS,
  UPLOAD_RATE_KEY,
  isImagePurpose,
  mayUpload,
  mediaAddress,
  mediaFile,
  nextStepWithin,
  rateStepFields,
  uploaderRolesOf,
  type ImagePurpose,
  type ImageUploader,
  type MediaRecord,
  type UserProfile,
} from '#shared/model/index.js';
import { adminRecordRef } from '../members/admin-rights.js';
// Types only: sharp loads with the first upload (index.ts), not with this module.
import type { ProcessedImage } from './process-image.js';
import type { MediaStore } from './store.js';

// POST /api/images?purpose=<purpose>: one image's bytes in, its processed files and media/{id} out.
// Why through a function: docs/decisions/0040-uploaded-images.md

export interface UploadRequest {
  method: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** The body as received (firebase-functions keeps it for every content type). */
  rawBody?: Buffer;
}

export interface UploadResponse {
  status(code: number): UploadResponse;
  set(field: string, value: string): UploadResponse;
  send(body: string): void;
}

/** The store as far as this handler uses it (a test stands in for the bucket with less). */
export type MediaStoreLike = Pick<MediaStore, 'save' | 'deleteAll'>;

/** Why processImage refuses bytes (its ImageRefused's codes): the uploader's to fix, not a failure. */
export const IMAGE_REFUSAL_CODES = [
  'not-an-image',
  'unsupported-format',
  'too-large',
  'too-many-pixels',
  'too-small',
] as const;
export type ImageRefusalCode = (typeof IMAGE_REFUSAL_CODES)[number];

export function isImageRefusal(error: unknown): error is Error & { code: ImageRefusalCode } {
  return (
    error instanceof Error &&
    'code' in error &&
    (IMAGE_REFUSAL_CODES as readonly unknown[]).includes((error as { code: unknown }).code)
  );
}

export interface UploadDeps {
  db: Firestore;
  /** Rejects a missing, expired, revoked or forged token. */
  verifyIdToken(token: string): Promise<DecodedIdToken>;
  verifyAppCheck(token: string | undefined): Promise<boolean>;
  process(input: Buffer, purpose: ImagePurpose): Promise<ProcessedImage>;
  store: MediaStoreLike;
  now(): Date;
  newId(): string;
}

/** What a 201 answers: enough for the form to show the image at once and keep its address. */
export interface UploadedImage {
  address: string;
  width: number;
  height: number;
  placeholder: string;
}

export interface UploadRefusal {
  code: string;
  message: string;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MEDIA_ID_LENGTH = 20;

/** A media/{id} id: 20 letters and digits (the address's pattern), from the system's CSPRNG. */
export const newMediaId = (): string =>
  Array.from({ length: MEDIA_ID_LENGTH }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');

const PURPOSE_NAMES: Record<ImagePurpose, string> = {
  portrait: 'portraits',
  'post-cover': 'post covers',
  'album-photo': 'album photos',
  'library-cover': 'library covers',
  'advisory-portrait': 'advisory board portraits',
  'team-portrait': 'team portraits',
};

const UPLOADER_NAMES: Record<ImageUploader, string> = {
  member: 'active members',
  voice: 'voices',
  admin: 'admins',
};

/** Who may upload a purpose, as a refusal says it: "Only voices and admins may upload post covers." */
function refusalFor(purpose: ImagePurpose): string {
  const who = IMAGE_PURPOSES[purpose].uploaders.map((uploader: ImageUploader) => UPLOADER_NAMES[uploader]);
  const listed = who.length > 1 ? `${who.slice(0, -1).join(', ')} and ${who.at(-1)}` : (who[0] ?? '');
  return `Only ${listed} may upload ${PURPOSE_NAMES[purpose]}.`;
}

const MEGABYTE = 1024 * 1024;
/** The uploads' window: a day from the first (UPLOAD_LIMITS.perDay). */
const UPLOAD_WINDOW_MINUTES = 24 * 60;

function answer(response: UploadResponse, status: number, body: UploadRefusal | UploadedImage): void {
  response
    .status(status)
    .set('Content-Type', 'application/json; charset=utf-8')
    .set('Cache-Control', 'no-store')
    .send(JSON.stringify(body));
}

const refuse = (response: UploadResponse, status: number, code: string, message: string) =>
  answer(response, status, { code, message });

function header(request: UploadRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const bearerToken = (request: UploadRequest): string | undefined =>
  /^Bearer (\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1];

/** The caller's uploader roles: admin is the claim and admins/{uid} together (the rules' isAdmin()). */
async function rolesOf(db: Firestore, token: DecodedIdToken): Promise<ImageUploader[]> {
  const [record, profile] = await Promise.all([
    token.admin === true ? adminRecordRef(db, token.uid).get() : null,
    db.collection(COLLECTIONS.users).doc(token.uid).get(),
  ]);
  const { status, type } = (profile.data() ?? {}) as Partial<UserProfile<Timestamp>>;
  return uploaderRolesOf({ admin: record?.exists === true, status: status ?? null, type: type ?? null });
}

function uploadEntryOf(counter: DocumentSnapshot): { windowStart: Timestamp; count: number } | null {
  const { windowStart, count } = (counter.get(UPLOAD_RATE_KEY) ?? {}) as { windowStart?: unknown; count?: unknown };
  return windowStart instanceof Timestamp && typeof count === 'number' ? { windowStart, count } : null;
}

type Reservation = { reserved: true; windowStart: Timestamp } | { reserved: false; retryAt: Date };

/** Reserved in a transaction before any processing, so a burst cannot pass the limit; else the window's end. */
async function reserveUpload(db: Firestore, uid: string, max: number, now: Date, target: string): Promise<Reservation> {
  const counter = db.collection(RATE_LIMITS_COLLECTION).doc(uid);
  return db.runTransaction(async (transaction) => {
    const entry = uploadEntryOf(await transaction.get(counter));
    const current = entry && { windowStart: entry.windowStart.toDate(), count: entry.count };
    const step = nextStepWithin({ max, windowMinutes: UPLOAD_WINDOW_MINUTES }, current, now);
    if (step.window === 'full') return { reserved: false, retryAt: step.retryAt };
    const at = Timestamp.fromDate(now);
    transaction.set(counter, { [UPLOAD_RATE_KEY]: rateStepFields(step, target, at) }, { merge: true });
    return { reserved: true, windowStart: step.window === 'same' && entry ? entry.windowStart : at };
  });
}

/** Gives a reservation back (its upload was refused or not saved), if its window is still the current one. */
async function releaseUpload(db: Firestore, uid: string, windowStart: Timestamp): Promise<void> {
  const counter = db.collection(RATE_LIMITS_COLLECTION).doc(uid);
  await db.runTransaction(async (transaction) => {
    const entry = uploadEntryOf(await transaction.get(counter));
    if (!entry?.windowStart.isEqual(windowStart) || entry.count < 1) return;
    transaction.update(counter, new FieldPath(UPLOAD_RATE_KEY, 'count'), entry.count - 1);
  });
}

export async function handleUploadImage(
  request: UploadRequest,
  response: UploadResponse,
  deps: UploadDeps,
): Promise<void> {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST');
    refuse(response, 405, 'method-not-allowed', 'Images are uploaded with POST.');
    return;
  }
  const purpose = request.query.purpose;
  if (!isImagePurpose(purpose)) {
    refuse(response, 400, 'invalid-purpose', 'Say what the image is for: a portrait, a cover or a photo.');
    return;
  }

  const idToken = bearerToken(request);
  const caller = idToken === undefined ? null : await deps.verifyIdToken(idToken).catch(() => null);
  if (!caller) {
    refuse(response, 401, 'unauthenticated', 'Sign in again to upload images.');
    return;
  }
  if (!(await deps.verifyAppCheck(header(request, 'x-firebase-appcheck')).catch(() => false))) {
    refuse(response, 401, 'app-check', 'This page could not prove it is ours. Reload it and try again.');
    return;
  }

  // Before any read or decode: the declared length first, then what arrived.
  const declared = Number(header(request, 'content-length') ?? 0);
  if (declared > UPLOAD_LIMITS.maxBytes || (request.rawBody?.length ?? 0) > UPLOAD_LIMITS.maxBytes) {
    const limit = UPLOAD_LIMITS.maxBytes / MEGABYTE;
    refuse(response, 413, 'too-large', `An image may be at most ${limit} MB. Choose a smaller file.`);
    return;
  }

  const roles = await rolesOf(deps.db, caller);
  if (!mayUpload(purpose, roles)) {
    refuse(response, 403, 'forbidden', refusalFor(purpose));
    return;
  }

  const now = deps.now();
  const id = deps.newId();
  const perDay = UPLOAD_LIMITS.perDay[roles.includes('admin') ? 'admin' : 'member'];
  const reservation = await reserveUpload(deps.db, caller.uid, perDay, now, `${MEDIA_COLLECTION}/${id}`);
  if (!reservation.reserved) {
    response.set('Retry-After', String(Math.max(1, Math.ceil((reservation.retryAt.getTime() - now.getTime()) / 1000))));
    refuse(response, 429, 'rate-limited', `You can upload ${perDay} images a day. Try again tomorrow.`);
    return;
  }
  // Whatever stops the upload from here gives its place in the day back.
  const release = () =>
    releaseUpload(deps.db, caller.uid, reservation.windowStart).catch((error: unknown) => {
      console.error(`uploadImage: the reservation of ${id} could not be given back`, error);
    });

  let image: ProcessedImage;
  try {
    image = await deps.process(request.rawBody ?? Buffer.alloc(0), purpose);
  } catch (error) {
    await release();
    if (isImageRefusal(error)) {
      refuse(response, error.code === 'too-large' ? 413 : 400, error.code, error.message);
      return;
    }
    console.error('uploadImage: processing failed', error);
    refuse(response, 500, 'internal', 'The image could not be processed. Try again, or choose another file.');
    return;
  }

  const { width, height, placeholder } = image;
  const address = mediaAddress({ purpose, id, width, height, placeholder });
  const record: MediaRecord<Timestamp | FieldValue> = {
    owner: caller.uid,
    purpose,
    address,
    created: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(now.getTime() + UNATTACHED_UPLOAD_HOURS * 60 * 60 * 1000),
    usedBy: [],
  };
  try {
    // Store paths have no leading slash; the address is also the files' folder.
    for (const variant of image.variants) {
      await deps.store.save(
        mediaFile(address, variant.width, variant.extension).slice(1),
        variant.bytes,
        variant.contentType,
      );
    }
    await deps.db.collection(MEDIA_COLLECTION).doc(id).create(record);
  } catch (error) {
    // Files without their record would never expire: remove them before answering.
    console.error(`uploadImage: ${address} could not be saved`, error);
    await deps.store.deleteAll(`${address.slice(1)}/`).catch((cleanup: unknown) => {
      console.error(`uploadImage: the files of ${address} could not be deleted`, cleanup);
    });
    await release();
    refuse(response, 500, 'internal', 'The image could not be saved. Try again.');
    return;
  }
  answer(response, 201, { address, width, height, placeholder });
}

/**
 * On the emulators the token is decoded but its signature not checked, as the Functions emulator does for callables:
 * the web app's stand-in (lib/firebase/app-check-stand-in.ts) is unsigned.
 */
export function appCheckVerifier({
  emulated,
  verifyToken,
}: {
  emulated: boolean;
  verifyToken(token: string): Promise<unknown>;
}): (token: string | undefined) => Promise<boolean> {
  return async (token) => {
    if (!token) return false;
    if (emulated) return unverifiedAppId(token) !== null;
    return verifyToken(token).then(
      () => true,
      () => false,
    );
  };
}

/** The app id (`sub`) of a JWT's payload, read without checking its signature: the emulators' stand-in only. */
function unverifiedAppId(token: string): string | null {
  const [, payload] = token.split('.');
  try {
    const { sub } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}
