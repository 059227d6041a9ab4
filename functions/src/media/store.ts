// Where the files of uploaded images live: the default bucket, or on the emulators a folder standing
// in for it (the Storage emulator cannot run here). Why: docs/decisions/0040-uploaded-images.md
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { MEDIA_CACHE_HOURS } from '#shared/model/index.js';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** The files of images, by path in the bucket: `media/<purpose>/<name>/<width>.<ext>`, no leading slash. */
export interface MediaStore {
  save(path: string, bytes: Buffer, contentType: string): Promise<void>;
  read(path: string): Promise<StoredFile | null>;
  /** Deletes every file under `prefix` (a folder: `media/<purpose>/<name>/`); how many there were. Idempotent. */
  deleteAll(prefix: string): Promise<number>;
}

/** Deleted with its upload: caches keep it MEDIA_CACHE_HOURS at most (docs/decisions/0041). */
const MEDIA_CACHE_SECONDS = MEDIA_CACHE_HOURS * 60 * 60;
export const MEDIA_CACHE_CONTROL = `public, max-age=${MEDIA_CACHE_SECONDS}, s-maxage=${MEDIA_CACHE_SECONDS}, immutable`;

/** The segments of a relative path of plain names; throws for '', '.', '..', an absolute path or a backslash. */
function segmentsOf(storePath: string): string[] {
  const segments = storePath.split('/');
  const plain = (segment: string) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment);
  if (!segments.every(plain)) throw new Error(`Not a path in the media store: ${JSON.stringify(storePath)}`);
  return segments;
}

/** A folder of the store, `a/b/` (never '': deleting everything is no operation of this store). */
function folderSegments(prefix: string): string[] {
  if (!prefix.endsWith('/')) throw new Error(`Not a folder of the media store: ${JSON.stringify(prefix)}`);
  return segmentsOf(prefix.slice(0, -1));
}

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** The project's default bucket through the Admin SDK. Not tested here: nothing emulates a bucket on these machines. */
export class BucketMediaStore implements MediaStore {
  private bucket: Bucket | undefined;

  /** `bucketOf` is called on first use, so that choosing this store needs no initialized app. */
  constructor(private readonly bucketOf: () => Bucket = () => getStorage().bucket()) {}

  private file(storePath: string) {
    this.bucket ??= this.bucketOf();
    return this.bucket.file(segmentsOf(storePath).join('/'));
  }

  async save(storePath: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.file(storePath).save(bytes, {
      contentType,
      metadata: { cacheControl: MEDIA_CACHE_CONTROL },
      // One request per file: the files are small, and a resumable session costs a round trip more.
      resumable: false,
    });
  }

  async read(storePath: string): Promise<StoredFile | null> {
    const file = this.file(storePath);
    try {
      const [[metadata], [bytes]] = await Promise.all([file.getMetadata(), file.download()]);
      return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as { code?: unknown }).code === 404) return null;
      throw error;
    }
  }

  async deleteAll(prefix: string): Promise<number> {
    folderSegments(prefix);
    this.bucket ??= this.bucketOf();
    const [files] = await this.bucket.getFiles({ prefix });
    await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    return files.length;
  }
}

/** A STAND-IN for the bucket, on the emulators only: files under `files/`, their types under `content-types/`. */
export class LocalMediaStore implements MediaStore {
  constructor(readonly folder: string) {}

  private filePath(segments: string[]) {
    return path.join(this.folder, 'files', ...segments);
  }

  private typePath(segments: string[]) {
    return path.join(this.folder, 'content-types', ...segments);
  }

  async save(storePath: string, bytes: Buffer, contentType: string): Promise<void> {
    const segments = segmentsOf(storePath);
    for (const target of [this.filePath(segments), this.typePath(segments)]) {
      await mkdir(path.dirname(target), { recursive: true });
    }
    await writeFile(this.typePath(segments), contentType);
    await writeFile(this.filePath(segments), bytes);
  }

  async read(storePath: string): Promise<StoredFile | null> {
    const segments = segmentsOf(storePath);
    try {
      const [bytes, contentType] = await Promise.all([
        readFile(this.filePath(segments)),
        readFile(this.typePath(segments), 'utf8'),
      ]);
      return { bytes, contentType };
    } catch (error) {
      // A folder read as a file (EISDIR) is no file either, as in a bucket.
      if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  async deleteAll(prefix: string): Promise<number> {
    const segments = folderSegments(prefix);
    const files = await filesUnder(this.filePath(segments));
    await rm(this.filePath(segments), { recursive: true, force: true });
    await rm(this.typePath(segments), { recursive: true, force: true });
    return files;
  }
}

/** How many files the folder holds, at any depth; 0 when it does not exist. */
async function filesUnder(folder: string): Promise<number> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

/** The bucket, or on the emulators (FUNCTIONS_EMULATOR) the stand-in folder, one per project. */
export function mediaStore(env: NodeJS.ProcessEnv = process.env): MediaStore {
  if (env.FUNCTIONS_EMULATOR !== 'true') return new BucketMediaStore();
  if (env.MEDIA_STAND_IN_DIR) return new LocalMediaStore(env.MEDIA_STAND_IN_DIR);
  if (!env.GCLOUD_PROJECT) throw new Error('The media stand-in needs GCLOUD_PROJECT (the emulators set it)');
  return new LocalMediaStore(path.join(os.tmpdir(), 'voa-media-stand-in', env.GCLOUD_PROJECT));
}
