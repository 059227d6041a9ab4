import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePageLoader } from './shell.js';

/** A stand-in for Hosting (a local HTTP server): /_shell answers its nth version, /404 its page with 404. */
let server: Server;
let origin = '';
let requests = 0;
let failNext = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    if (failNext) {
      failNext = false;
      response.writeHead(503).end();
    } else if (request.url === '/_shell') response.writeHead(200).end(`shell ${requests}`);
    else response.writeHead(404).end('the 404 page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the site pages the post page is made of', () => {
  it('are fetched from Hosting once, then kept until they are older than the time to live', async () => {
    let now = 0;
    requests = 0;
    const load = sitePageLoader(async () => origin, { ttl: 1000, now: () => now });
    expect(await load('/_shell')).toBe('shell 1');
    now = 999;
    expect(await load('/_shell')).toBe('shell 1');
    now = 1000;
    expect(await load('/_shell')).toBe('shell 2');
    expect(requests).toBe(2);
  });

  it('take Hosting’s 404 page with its status 404', async () => {
    const load = sitePageLoader(async () => origin);
    expect(await load('/404')).toBe('the 404 page');
  });

  it('are not kept when Hosting fails: the next request fetches again', async () => {
    requests = 0;
    const load = sitePageLoader(async () => origin);
    failNext = true;
    await expect(load('/_shell')).rejects.toThrow(/answered 503/);
    expect(await load('/_shell')).toBe('shell 2');
  });
});
