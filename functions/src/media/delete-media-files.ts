import { parseMediaAddress } from '#shared/model/index.js';

/** What deleting an upload's files needs of the store (store.ts's MediaStore). */
export interface FileDeleter {
  /** Deletes every file whose path starts with `prefix`; answers how many. */
  deleteAll(prefix: string): Promise<number>;
}

/**
 * media/{id} deleted (its document dropped the image, or the TTL policy expired it unattached): the
 * files under its address go too. Only a well-formed upload address is deleted, and only its own
 * folder (`<address>/`), so a damaged record can never name a prefix of other uploads' files. Safe
 * to repeat: a second run finds nothing left. Answers how many files went.
 * Why: docs/decisions/0040-uploaded-images.md
 */
export async function deleteUploadFiles(address: unknown, store: FileDeleter): Promise<number> {
  if (typeof address !== 'string' || parseMediaAddress(address) === null) return 0;
  // The store's paths are the address's without its leading slash: media/<purpose>/<name>/<width>.<ext>.
  return store.deleteAll(`${address.slice(1)}/`);
}
