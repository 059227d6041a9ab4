import { createUserWithEmailAndPassword, type User } from 'firebase/auth';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_FORMATS,
  UPLOAD_LIMITS,
  imageWidths,
  mediaFile,
  parseMediaAddress,
  type ImagePurpose,
} from '#shared/model/index.ts';
import { loadSuiteConfig } from '#tools/emulators/config.ts';
import { emulatorAppCheckToken } from '#web/src/lib/firebase/app-check-stand-in.ts';
import { eventually } from '#shared/testing/index.ts';
import { db, profileWritten, signUpAdmin, useWebClient } from './support';

/**
 * uploadImage and media on the Functions emulator, as the browser reaches them through Hosting's
 * rewrites: a real ID token from the Auth emulator, real bytes, the real processing. Only the bucket
 * is a stand-in (the emulators' folder store: docs/decisions/0040-uploaded-images.md).
 */
const { auth } = useWebClient('upload-integration');
const { functions } = loadSuiteConfig();
const functionUrl = (name: string) =>
  `http://${functions.host}:${functions.port}/${process.env.GCLOUD_PROJECT}/us-central1/${name}`;

const appCheck = emulatorAppCheckToken('1:0:web:upload-integration').token;

async function upload(purpose: ImagePurpose, bytes: Buffer, user?: User, type = 'image/jpeg') {
  const headers: Record<string, string> = { 'Content-Type': type, 'X-Firebase-AppCheck': appCheck };
  if (user) headers.Authorization = `Bearer ${await user.getIdToken()}`;
  const response = await fetch(`${functionUrl('uploadImage')}?purpose=${purpose}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A served file of an image: `/media/...` as Hosting rewrites it to the media function. */
const served = (path: string) => fetch(`${functionUrl('media')}${path}`);

/** A phone photo: 1200 × 800, with an EXIF GPS position (where the member was standing). */
const photoWithPosition = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 25/1 0/1' },
    })
    .toBuffer();

async function activeMember(email: string, status = 'active', type = 'voice'): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, email, 'a long password');
  await profileWritten(user.uid);
  await db.doc(`users/${user.uid}`).update({ status, type });
  return user;
}

const uploadsOf = async (user: User) => (await db.collection('media').where('owner', '==', user.uid).get()).size;

/** A Cache-Control directive's seconds (max-age, s-maxage). */
const seconds = (cacheControl: string | null, directive: string) =>
  Number(new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`).exec(cacheControl ?? '')?.[1]);

describe('uploadImage and media through the Functions emulator', () => {
  it("takes an active member's cover, strips its position, and serves every width in both formats", async () => {
    const member = await activeMember('amara@example.com');
    const original = await photoWithPosition();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const { status, body } = await upload('post-cover', original, member);

    expect(status).toBe(201);
    const image = parseMediaAddress(String(body.address));
    expect(image).toMatchObject({ purpose: 'post-cover', width: 1200, height: 800 });
    expect(body).toMatchObject({ width: 1200, height: 800, placeholder: image?.placeholder });
    const record = await db.doc(`media/${image?.id}`).get();
    expect(record.data()).toMatchObject({ owner: member.uid, purpose: 'post-cover', address: body.address });

    for (const width of imageWidths('post-cover', 1200)) {
      for (const { extension, contentType } of IMAGE_FORMATS) {
        const response = await served(mediaFile(String(body.address), width, extension));
        expect(response.status, `${width}.${extension}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(contentType);
        // Kept a day at most, by the CDN and by browsers: the bound the privacy policy states.
        const cacheControl = response.headers.get('cache-control');
        expect(seconds(cacheControl, 's-maxage')).toBeLessThanOrEqual(24 * 3600);
        expect(seconds(cacheControl, 'max-age')).toBeLessThanOrEqual(24 * 3600);
        const file = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(file).toMatchObject({ width, format: extension === 'jpg' ? 'jpeg' : 'webp' });
        expect(file.exif).toBeUndefined();
      }
    }
  });

  it('refuses a text file named like a photo, with a sentence the form can show, and stores nothing', async () => {
    const member = await activeMember('kwame@example.com');
    const { status, body } = await upload('post-cover', Buffer.from('not a picture, just words\n'), member);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'not-an-image' });
    expect(String(body.message)).toMatch(/not an image/i);
    expect((await db.collection('media').where('owner', '==', member.uid).get()).size).toBe(0);
  });

  it('refuses a visitor, a suspended member, and a member asking for an admin kind of image', async () => {
    const photo = await photoWithPosition();
    expect((await upload('post-cover', photo)).status).toBe(401);
    const suspended = await activeMember('suspended@example.com', 'suspended');
    expect((await upload('post-cover', photo, suspended)).status).toBe(403);
    const member = await activeMember('zola@example.com');
    expect(await upload('album-photo', photo, member)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
  });

  it("refuses a peer's post cover, which only voices and admins can use, with a sentence the form shows, and stores nothing", async () => {
    const peer = await activeMember('kofi.peer@example.com', 'active', 'peer');
    const { status, body } = await upload('post-cover', await photoWithPosition(), peer);
    expect(status).toBe(403);
    expect(body).toEqual({ code: 'forbidden', message: 'Only voices and admins may upload post covers.' });
    expect(await uploadsOf(peer)).toBe(0);
  });

  it('accepts at most the uploads left in the day when they are sent at once: six with three left, three', async () => {
    const member = await activeMember('burst@example.com');
    const portrait = await sharp({ create: { width: 128, height: 128, channels: 3, background: '#804020' } })
      .jpeg()
      .toBuffer();
    const perDay = UPLOAD_LIMITS.perDay.member;
    for (let made = 0; made < perDay - 3; made += 1)
      expect((await upload('portrait', portrait, member)).status).toBe(201);

    const burst = await Promise.all(Array.from({ length: 6 }, () => upload('portrait', portrait, member)));

    expect(burst.map(({ status }) => status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await uploadsOf(member)).toBe(perDay);
  }, 240_000); // the day's first 17 uploads go one at a time

  it("takes an admin's album photo", async () => {
    const admin = await signUpAdmin(auth, 'admin@example.com');
    const { status, body } = await upload('album-photo', await photoWithPosition(), admin);
    expect(status).toBe(201);
    expect(parseMediaAddress(String(body.address))?.purpose).toBe('album-photo');
  });

  it("keeps a post's cover while the post uses it, and deletes its files once a new cover replaces it", async () => {
    const member = await activeMember('ngozi@example.com');
    const first = String((await upload('post-cover', await photoWithPosition(), member)).body.address);
    const second = String((await upload('post-cover', await photoWithPosition(), member)).body.address);
    const [firstId, secondId] = [parseMediaAddress(first)?.id ?? '', parseMediaAddress(second)?.id ?? ''];
    const post = db.doc('posts/harmattan');
    const usedBy = (id: string) => async () =>
      (await db.doc(`media/${id}`).get()).get('usedBy') as string[] | undefined;

    await post.set({ title: 'Harmattan', authorUid: member.uid, coverUrl: first });
    expect(
      await eventually(usedBy(firstId), { until: (paths) => paths.length > 0, what: 'the cover attached' }),
    ).toEqual(['posts/harmattan']);
    expect((await db.doc(`media/${firstId}`).get()).get('expireAt')).toBeNull();

    await post.update({ coverUrl: second });
    await eventually(async () => ((await db.doc(`media/${firstId}`).get()).exists ? undefined : true), {
      what: 'the replaced cover deleted',
    });
    await eventually(async () => ((await served(mediaFile(first, 640, 'webp'))).status === 404 ? true : undefined), {
      what: "the replaced cover's files deleted",
    });
    expect((await served(mediaFile(second, 640, 'webp'))).status).toBe(200);
    expect(await eventually(usedBy(secondId), { until: (paths) => paths.length > 0 })).toEqual(['posts/harmattan']);
  });

  it("takes an admin's team portrait, cropped square; keeps it while a team member shows it, and deletes it with the member", async () => {
    const admin = await signUpAdmin(auth, 'team-admin@example.com');
    const { status, body } = await upload('team-portrait', await photoWithPosition(), admin);
    expect(status).toBe(201);
    const address = String(body.address);
    const image = parseMediaAddress(address);
    expect(image).toMatchObject({ purpose: 'team-portrait', width: 800, height: 800 });
    const usedBy = async () => (await db.doc(`media/${image?.id}`).get()).get('usedBy') as string[] | undefined;

    const member = db.doc('teamMembers/adaeze-okafor-bennett');
    await member.set({ name: 'Adaeze Okafor-Bennett', photoUrl: address });
    expect(await eventually(usedBy, { until: (paths) => paths.length > 0, what: 'the portrait attached' })).toEqual([
      'teamMembers/adaeze-okafor-bennett',
    ]);

    await member.delete();
    await eventually(async () => ((await served(mediaFile(address, 256, 'webp'))).status === 404 ? true : undefined), {
      what: "the deleted member's portrait files deleted",
    });
  });

  it('answers 404 for a file that was never uploaded', async () => {
    const response = await served('/media/post-cover/AAAAAAAAAAAAAAAAAAAA_1200x800_c87828/640.webp');
    expect(response.status).toBe(404);
  });
});
