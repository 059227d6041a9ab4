import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteAccess, ServedBy } from '@/lib/routing/route-entry';
import { hostPort, loadSuiteConfig, repoRoot } from '../emulators/config.ts';

/** Where the Hosting emulator serves the e2e build (firebase.json emulators.hosting). */
export const siteOrigin = `http://${hostPort(loadSuiteConfig().hosting)}`;

/** The part of web/src/lib/routing/route-entry.ts RouteEntry that the browser tools read. */
export interface RouteInfo {
  path: string;
  access: RouteAccess;
  servedBy: ServedBy;
  meta: { title: string; description: string };
  indexable?: boolean;
  aliases?: string[];
}

/**
 * The app's route table, read from web/src/app/route-table.ts itself, so every page a feature
 * adds is walked without touching the tests. (Imported by path: the web sources are type-checked
 * by the web project, not by the tools' tsconfig.)
 */
export async function loadRouteTable(): Promise<RouteInfo[]> {
  const module = pathToFileURL(join(repoRoot, 'web', 'src', 'app', 'route-table.ts')).href;
  const { routeTable } = (await import(module)) as { routeTable: RouteInfo[] };
  return routeTable;
}

/** The part of web/src/config/site.ts the browser tests read: the main company domain's host names. */
export async function loadSiteConfig(): Promise<{ mainHosts: string[] }> {
  const module = pathToFileURL(join(repoRoot, 'web', 'src', 'config', 'site.ts')).href;
  const { site } = (await import(module)) as { site: { mainHosts: string[] } };
  return site;
}

const hasParameters = (path: string) => /[:*]/.test(path);

/** The routes that the given kinds of visitor may open, e.g. the members' and the admins' pages. */
export function routesByAccess(table: readonly RouteInfo[], ...access: RouteAccess[]): RouteInfo[] {
  return table.filter((route) => access.includes(route.access));
}

/** A public page a visitor can open directly: indexable, no parameters; aliases are visited too. */
export interface PublicPage {
  path: string;
  title: string;
}

export function publicPages(table: readonly RouteInfo[]): PublicPage[] {
  return table
    .filter((route) => route.indexable !== false)
    .flatMap((route) => [route.path, ...(route.aliases ?? [])].map((path) => ({ path, title: route.meta.title })))
    .filter((page) => !hasParameters(page.path));
}

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '[^/]*' : '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  // Like react-router: a trailing slash is optional, matching is case-insensitive.
  return new RegExp(`^${body}/?$`, 'i');
}

/**
 * Whether a pathname is one the router serves: a table path or alias (parameters match any
 * segment), or '/' which redirects to the home page.
 */
export function routeMatcher(table: readonly RouteInfo[]): (pathname: string) => boolean {
  const patterns = ['/', ...table.flatMap((route) => [route.path, ...(route.aliases ?? [])])].map(patternToRegExp);
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}
