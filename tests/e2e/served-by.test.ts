import { describe, expect, it } from 'vitest';
import { loadRouteTable, siteOrigin } from '#tools/e2e/site.ts';
import { SEEDED } from './support/visits.ts';

/**
 * Every response names the way it was served in x-served-by: Hosting's header rules (generated from
 * the route table) for a prerendered file and for the app shell, the rendering function for its
 * pages. One page of each way, the first of the table, through the Hosting emulator.
 */
const table = await loadRouteTable();
const firstOfEachWay = table.filter(
  (route, index) => table.findIndex((other) => other.servedBy === route.servedBy) === index,
);

describe('x-served-by', () => {
  it('is tried for each of the four ways a page is served', () => {
    expect(firstOfEachWay.map((route) => route.servedBy).sort()).toEqual([
      'app-shell',
      'function:communityPage',
      'function:postPage',
      'prerendered',
    ]);
  });

  it.each(firstOfEachWay)('$path answers with x-served-by: $servedBy', async ({ path, servedBy }) => {
    const response = await fetch(`${siteOrigin}${SEEDED[path] ?? path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-served-by')).toBe(servedBy);
  });
});
