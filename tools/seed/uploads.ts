/**
 * The seed's images, uploaded as people upload theirs (docs/decisions/0040-uploaded-images.md): each
 * artwork drawn (community-images.ts), processed by the functions' own processImage, its files saved
 * in the store the Functions emulator serves /media/ from, and its media/{id} record written already
 * attached to the documents that hold its address, so the attach triggers find nothing to change.
 * An id names what is drawn: seeding again finds the files in the store and processes nothing.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Timestamp } from 'firebase-admin/firestore';
import type { ProcessedImage } from '#functions/src/media/process-image.ts';
import type { LocalMediaStore } from '#functions/src/media/store.ts';
import {
  IMAGE_FIELDS,
  IMAGE_FORMATS,
  MEDIA_COLLECTION,
  imageWidths,
  mediaAddress,
  mediaFile,
  mediaIdOf,
  parseMediaAddress,
  type ImageFields,
  type ImagePurpose,
  type MediaRecord,
} from '#shared/model/index.ts';
import { artworkSvg, drawArtwork, type Artwork } from './community-images.ts';

/** A document the seed writes: its path ('albums/a/photos/p') and its data. */
export type SeedDocument = readonly [path: string, data: object];

export type ProcessImage = (input: Buffer, purpose: ImagePurpose) => Promise<ProcessedImage>;

/** The functions' own processImage, loaded (with sharp) only when an image is not in the store yet. */
const processImage: ProcessImage = async (input, purpose) =>
  (await import('#functions/src/media/process-image.ts')).processImage(input, purpose);

/** The folder the Functions emulator keeps this project's images in: store.ts's own choice (mediaStore). */
export async function emulatorMediaStore(env: Record<string, string>): Promise<LocalMediaStore> {
  // Loaded here, not with this module: npm start imports the seed before the emulators start.
  const { LocalMediaStore, mediaStore } = await import('#functions/src/media/store.ts');
  const store = mediaStore({ ...process.env, ...env, FUNCTIONS_EMULATOR: 'true' });
  if (!(store instanceof LocalMediaStore)) throw new Error('The seed writes to the media stand-in only');
  return store;
}

/**
 * The addresses the seed made, id to address, in the stand-in's folder beside its files: an address
 * holds the dominant colour, which only processing finds, and the next seed reads it here instead.
 */
const NOTE = 'seeded-addresses.json';

/** A media/{id} id ([A-Za-z0-9]{20}) named by what is drawn: another picture, another id. */
const idOf = (purpose: ImagePurpose, artwork: Artwork): string =>
  createHash('sha256')
    .update(`${purpose}\n${artworkSvg(artwork)}`)
    .digest('hex')
    .slice(0, 20);

/** The image fields of the collection a document is in ('albums/a/photos/p': photos), or none. */
function imageFieldsOf(documentPath: string): ImageFields {
  const collection = documentPath.split('/').at(-2) ?? '';
  return Object.hasOwn(IMAGE_FIELDS, collection) ? IMAGE_FIELDS[collection as keyof typeof IMAGE_FIELDS] : {};
}

interface Upload {
  owner: string;
  purpose: ImagePurpose;
  address: Promise<string>;
}

/** The images one seed uploads: each made once, and found in the store when an earlier seed made it. */
export class SeededUploads {
  private readonly uploads = new Map<string, Upload>();
  private notes: Promise<Record<string, unknown>> | undefined;
  /** How many images this seed processed (the others' files were in the store already). */
  processed = 0;

  constructor(
    readonly store: LocalMediaStore,
    private readonly process: ProcessImage = processImage,
  ) {}

  /** The address of `artwork` as `owner` uploaded it for `purpose`. */
  upload(owner: string, purpose: ImagePurpose, artwork: Artwork): Promise<string> {
    const id = idOf(purpose, artwork);
    const earlier = this.uploads.get(id);
    if (earlier) {
      if (earlier.owner !== owner) throw new Error(`Seeded image ${id} is uploaded by ${earlier.owner} and ${owner}`);
      return earlier.address;
    }
    const address = this.found(id).then((found) => found ?? this.make(id, purpose, artwork));
    this.uploads.set(id, { owner, purpose, address });
    return address;
  }

  private async found(id: string): Promise<string | null> {
    // No note yet, or not one this seed can read: every image is made again.
    this.notes ??= readFile(path.join(this.store.folder, NOTE), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, unknown>)
      .catch(() => ({}));
    const address = (await this.notes)[id];
    return typeof address === 'string' && (await this.hasFiles(id, address)) ? address : null;
  }

  /** The address is the id's, and every file processImage makes of it is in the store (a deleted upload's are not). */
  private async hasFiles(id: string, address: string): Promise<boolean> {
    const image = parseMediaAddress(address);
    if (image?.id !== id) return false;
    const files = imageWidths(image.purpose, image.width).flatMap((width) =>
      IMAGE_FORMATS.map(({ extension }) => mediaFile(address, width, extension).slice(1)),
    );
    const stored = await Promise.all(files.map((file) => this.store.read(file)));
    return stored.every((file) => file !== null);
  }

  private async make(id: string, purpose: ImagePurpose, artwork: Artwork): Promise<string> {
    const image = await this.process(await drawArtwork(artwork), purpose);
    this.processed += 1;
    const address = mediaAddress({
      purpose,
      id,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
    });
    for (const { width, extension, contentType, bytes } of image.variants) {
      // Store paths have no leading slash, as in uploadImage.
      await this.store.save(mediaFile(address, width, extension).slice(1), bytes, contentType);
    }
    return address;
  }

  /** Notes every address for the next seed (written whole, then renamed: never half a file). */
  async noteAddresses(): Promise<void> {
    const entries = await Promise.all(
      [...this.uploads].map(async ([id, upload]) => [id, await upload.address] as const),
    );
    const note = path.join(this.store.folder, NOTE);
    await mkdir(this.store.folder, { recursive: true });
    await writeFile(`${note}.${process.pid}`, JSON.stringify(Object.fromEntries(entries.sort()), null, 2));
    await rename(`${note}.${process.pid}`, note);
  }

  /**
   * The media/{id} record of every upload, as the attach triggers leave it: usedBy the documents whose
   * image fields hold its address, no expiry. Throws for an upload no document holds, or held by a
   * field of another purpose: the rules would refuse that document from a person.
   */
  async records(documents: readonly SeedDocument[], created: Timestamp): Promise<SeedDocument[]> {
    const usedBy = new Map<string, string[]>();
    for (const [documentPath, data] of documents) {
      for (const [field, purpose] of Object.entries(imageFieldsOf(documentPath))) {
        const value: unknown = (data as Record<string, unknown>)[field];
        const id = typeof value === 'string' ? mediaIdOf(value) : null;
        if (id === null) continue;
        if (this.uploads.get(id)?.purpose !== purpose) {
          throw new Error(`${documentPath}.${field} holds ${String(value)}, no seeded ${purpose} upload`);
        }
        usedBy.set(id, [...(usedBy.get(id) ?? []), documentPath]);
      }
    }
    return Promise.all(
      [...this.uploads].map(async ([id, { owner, purpose, address }]): Promise<SeedDocument> => {
        const paths = usedBy.get(id);
        if (!paths) throw new Error(`The seeded image ${id} (${purpose}) is in no document`);
        const record: MediaRecord<Timestamp> = {
          owner,
          purpose,
          address: await address,
          created,
          expireAt: null,
          usedBy: paths,
        };
        return [`${MEDIA_COLLECTION}/${id}`, record];
      }),
    );
  }
}
