import { createContext, useContext, useEffect } from 'react';

/**
 * The data a page was rendered with on the server, as a JSON island the browser hydrates from. Why:
 * docs/decisions/0101-community-lists-rendered-with-their-data.md
 */

/** The island's element id. */
export const SERVER_DATA_ID = 'voa-data';

/** One render's loads on the server, by their island key, and what they found. */
export class ServerDataCache {
  private readonly loads = new Map<string, Promise<unknown>>();
  private readonly results = new Map<string, unknown>();
  private nothingFound = false;

  /** The load of `key`, started at most once per render (React renders a suspended tree again). */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    let promise = this.loads.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load().then((data) => {
        this.results.set(key, data);
        return data;
      });
      this.loads.set(key, promise);
    }
    return promise;
  }

  /** Said by a page whose load found nothing at its address: the answer's status is then 404. */
  markNotFound(): void {
    this.nothingFound = true;
  }

  get notFound(): boolean {
    return this.nothingFound;
  }

  /** What the loads returned, for the island. */
  entries(): Record<string, unknown> {
    return Object.fromEntries(this.results);
  }
}

/** A server render's cache (`<ServerDataContext value={cache}>`); the browser renders without one. */
export const ServerDataContext = createContext<ServerDataCache | null>(null);

export interface LoadOptions {
  /** Names the load for a server render. Only for what a signed-out visitor may read; unique on the page. */
  server?: string;
}

export interface ServerLoad {
  /** On the server: the render's cache and this load's key in it. Null in the browser. */
  render: { cache: ServerDataCache; key: string } | null;
  /** While React hydrates a page rendered with this load's data: that data. Otherwise undefined. */
  hydrating: () => { data: unknown } | undefined;
}

/**
 * In the browser the island serves this load only while its page hydrates, once: a list mounted later loads fresh data.
 * (Not useHydrated: its second render would be a long task on a slow phone.)
 */
export function useServerLoad(options: LoadOptions, key: string): ServerLoad {
  const cache = useContext(ServerDataContext);
  const serverKey = options.server === undefined ? undefined : `${options.server}:${key}`;
  useEffect(() => {
    if (serverKey !== undefined) hydration?.spent.add(serverKey);
  }, [serverKey]);
  return {
    render: cache && serverKey !== undefined ? { cache, key: serverKey } : null,
    hydrating: () => (serverKey === undefined ? undefined : islandEntry(serverKey)),
  };
}

/** In a server render, the answer is then a 404 that search engines drop. */
export function useServerNotFound(notFound: boolean): void {
  const cache = useContext(ServerDataContext);
  if (cache && notFound) cache.markNotFound();
}

// Dates survive the trip tagged; `<` is escaped so that no value can close the script element.
const DATE_TAG = '$date';

/** The island's script element: the cache's data as JSON, dates tagged. */
export function serverDataScript(cache: ServerDataCache): string {
  const json = JSON.stringify(cache.entries(), function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  });
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** Reads an island's text back, dates restored. */
export function parseServerData(text: string): Map<string, unknown> {
  const parsed = JSON.parse(text, (_key, value: unknown) =>
    isTaggedDate(value) ? new Date(value[DATE_TAG]) : value,
  ) as Record<string, unknown>;
  return new Map(Object.entries(parsed));
}

function isTaggedDate(value: unknown): value is { [DATE_TAG]: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    typeof (value as Record<string, unknown>)[DATE_TAG] === 'string'
  );
}

/** The page being hydrated from its island: its address, the island's data, the entries spent. */
let hydration: { pathname: string; data: Map<string, unknown>; spent: Set<string> } | null = null;

export function hydrateFromIsland(pathname: string): void {
  const element = document.getElementById(SERVER_DATA_ID);
  hydration = { pathname, data: element ? parseServerData(element.textContent) : new Map(), spent: new Set() };
}

/** Whether the page's island holds a date (its lists will format dates as they hydrate). */
export function islandHoldsDates(): boolean {
  return document.getElementById(SERVER_DATA_ID)?.textContent.includes(`"${DATE_TAG}":`) ?? false;
}

function islandEntry(serverKey: string): { data: unknown } | undefined {
  if (!hydration || hydration.spent.has(serverKey) || hydration.pathname !== window.location.pathname) return undefined;
  return hydration.data.has(serverKey) ? { data: hydration.data.get(serverKey) } : undefined;
}
