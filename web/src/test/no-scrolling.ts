/**
 * jsdom lays nothing out and has no scrolling: its window.scrollTo only reports "Not implemented".
 * The app scrolls on every navigation (lib/routing/navigation-scroll.ts); in tests that does
 * nothing, quietly. One function for every file (this module loads once), so the globals guard
 * sees no change; a test that follows the scrolling spies on it.
 */
export const scrollNowhere: typeof window.scrollTo = () => undefined;
