import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';

/** Why: docs/decisions/0107-navigation-scroll-and-focus.md */

type Place = Pick<Location, 'pathname' | 'search' | 'hash' | 'key'>;

/** Where a location change scrolls to; null: nowhere (the reader stays where they are). */
export type ScrollTarget = { to: 'top' } | { to: 'fragment'; id: string } | { to: 'saved'; y: number } | null;

/** `from` undefined: the document's first page. */
export function scrollTarget(from: Place | undefined, to: Place, type: NavigationType, saved?: number): ScrollTarget {
  const fragment = to.hash.length > 1 ? { to: 'fragment' as const, id: decodeURIComponent(to.hash.slice(1)) } : null;
  if (!from) return saved !== undefined ? { to: 'saved', y: saved } : fragment;
  const samePage = to.pathname === from.pathname;
  if (type === 'POP') {
    // A fragment link the browser follows itself (the skip link) makes an entry with no state,
    // whose key is 'default' like the first entry's: its saved position is not this one's.
    if (saved !== undefined && !(to.key === 'default' && fragment)) return { to: 'saved', y: saved };
    return fragment ?? (samePage ? null : { to: 'top' });
  }
  if (samePage && to.search === from.search) return to.hash === from.hash ? null : fragment;
  // The same page with another query, in place (a search box's REPLACE): the reader stays put.
  if (samePage && type === 'REPLACE') return null;
  return fragment ?? { to: 'top' };
}

/** Positions per history entry (location.key), kept in sessionStorage across reloads. */
const STORAGE_KEY = 'scroll-positions';
const KEPT = 100;
let positions: Map<string, number> | undefined;

function saved(): Map<string, number> {
  if (!positions) {
    try {
      positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
    } catch {
      positions = new Map();
    }
  }
  return positions;
}

function remember(key: string, y: number): void {
  const all = saved();
  all.delete(key);
  all.set(key, y);
  const oldest = all.keys().next().value;
  if (all.size > KEPT && oldest !== undefined) all.delete(oldest);
}

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved()]));
  } catch {
    // Storage full or refused (a private window): positions then last as long as the page.
  }
}

/** How long a page may take to grow tall enough for its saved position (its data arriving). */
export const SETTLE_MS = 10_000;
/** What tells that the reader has taken over: from then on, the page is theirs to scroll. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopSettling: (() => void) | undefined;
/** Whether the page shown is being put back where the reader was (Back, Forward, a reload). */
let returning = false;

/** Read in the page's effects, after the layout has decided. */
export const returnedToPlace = (): boolean => returning;

/**
 * Until `attempt` succeeds, the reader acts, or SETTLE_MS pass, retried on each resize. With `heldAt` it holds the
 * place against lists arriving above it, until the window is scrolled away with no resize.
 */
function settle(attempt: () => boolean, heldAt?: () => boolean): void {
  stopSettling?.();
  const pageHeight = () => document.documentElement.scrollHeight;
  let height = pageHeight();
  let reached = attempt();
  if (reached && !heldAt) return;
  const retry = () => {
    height = pageHeight();
    reached = attempt();
    if (reached && !heldAt) stop();
  };
  const observer = new ResizeObserver(retry);
  const timer = setTimeout(() => stop(), SETTLE_MS);
  // A scroll that came with new content (anchoring, before the observer has run) is tried again.
  const movedAway = () => {
    if (!reached || !heldAt || heldAt()) return;
    if (pageHeight() !== height) retry();
    else stop();
  };
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    READER_INPUT.forEach((type) => removeEventListener(type, stop, true));
    removeEventListener('scroll', movedAway, true);
    stopSettling = undefined;
  };
  observer.observe(document.body);
  READER_INPUT.forEach((type) => addEventListener(type, stop, { capture: true, passive: true }));
  // Before the layout's own scroll listener, which then records the new place.
  addEventListener('scroll', movedAway, { capture: true, passive: true });
  stopSettling = stop;
}

const scrollToY = (top: number) => window.scrollTo({ top, behavior: 'instant' });
const atY = (y: number) => Math.abs(window.scrollY - y) < 1;

function attemptFor(target: NonNullable<ScrollTarget>): () => boolean {
  switch (target.to) {
    case 'top':
      return () => (scrollToY(0), true);
    case 'saved':
      return () => (scrollToY(target.y), atY(target.y));
    case 'fragment':
      return () => {
        const element = document.getElementById(target.id);
        // The root's scroll-padding keeps it clear of the sticky header (styles/base.css).
        if (element) element.scrollIntoView({ block: 'start', behavior: 'instant' });
        else scrollToY(0);
        return element !== null;
      };
  }
}

/** The document arrived by a reload or by Back/Forward from another site: its saved position applies. */
function documentReturned(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Before paint, in the commit that shows the new page. The app shell's layout calls it once. */
export function useNavigationScroll(): void {
  const location = useLocation();
  const type = useNavigationType();
  const shown = useRef<Place>(undefined);

  useLayoutEffect(() => {
    const from = shown.current;
    // StrictMode runs the effect twice for one location; only the first handles it.
    if (from?.key === location.key) return;
    shown.current = location;
    if (!from) history.scrollRestoration = 'manual';
    // The first page only while it is at its top: the browser may have put a reloaded page back
    // itself, before the app's code started (decision 0105), and the reader may have moved on since.
    returning = !from && window.scrollY > 0;
    if (returning) return;
    const position = !from && !documentReturned() ? undefined : saved().get(location.key);
    const target = scrollTarget(from, location, type, position);
    returning = target?.to === 'saved';
    if (target) settle(attemptFor(target), target.to === 'saved' ? () => atY(target.y) : undefined);
    else stopSettling?.();
    // The new entry's position, should the reader leave it without scrolling.
    if (!stopSettling) remember(location.key, window.scrollY);
  }, [location, type]);

  useEffect(() => {
    // Recorded as the reader scrolls (not while the page is being put back), and kept on leaving.
    const record = () => {
      if (shown.current && !stopSettling) remember(shown.current.key, window.scrollY);
    };
    // On leaving, the browser gets the entry back, so that a reload or a return from another site
    // puts the page where it was at once, before the app starts; the app takes over on return.
    const leave = () => {
      record();
      persist();
      history.scrollRestoration = 'auto';
    };
    const takeOver = () => (history.scrollRestoration = 'manual');
    addEventListener('scroll', record, { passive: true });
    addEventListener('pagehide', leave);
    addEventListener('pageshow', takeOver);
    return () => {
      removeEventListener('scroll', record);
      removeEventListener('pagehide', leave);
      removeEventListener('pageshow', takeOver);
    };
  }, []);
}
