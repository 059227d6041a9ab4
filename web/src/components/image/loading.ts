/** How an image loads: a priority (the hero) at once and first, any other lazily. */
export function loadingOf(priority = false) {
  return {
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? 'sync' : 'async',
    fetchPriority: priority ? 'high' : 'auto',
  } as const;
}
