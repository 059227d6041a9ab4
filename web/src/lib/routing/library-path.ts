export const LIBRARY_PATH = '/voa/library';
/** A library entry's own address (decision 0123): its card, its page and a search result link there. */
export const libraryItemPath = (id: string) => `${LIBRARY_PATH}/${encodeURIComponent(id)}`;
