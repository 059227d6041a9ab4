import { parseMediaAddress } from '#shared/model/index.js';

export interface FileDeleter {
  deleteAll(prefix: string): Promise<number>;
}

/**
 * Only a well-formed address's own folder (`<address>/`), so a damaged record never names other uploads' files. Safe to
 * repeat. Why: docs/decisions/0040-uploaded-images.md
 */
export async function deleteUploadFiles(address: unknown, store: FileDeleter): Promise<number> {
  if (typeof address !== 'string' || parseMediaAddress(address) === null) return 0;
  // The store's paths are the address's without its leading slash: media/<purpose>/<name>/<width>.<ext>.
  return store.deleteAll(`${address.slice(1)}/`);
}
