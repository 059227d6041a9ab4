import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../emulators/config.ts';
import { differingFiles, FIREBASE_JSON, generatedFiles, loadServedRoutes } from './firebase-json.ts';
import { hostingGlob, hostingRoutes, type ServedRoute } from './hosting.ts';

const table = await loadServedRoutes(repoRoot);

/** A copy of the repository's firebase.json (and Prettier's settings) in a folder of its own, edited. */
const copies: string[] = [];
async function editedCopy(edit: (hosting: { rewrites: unknown[]; headers: unknown[] }) => void): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'voa-generate-'));
  copies.push(root);
  const config = JSON.parse(await readFile(join(repoRoot, FIREBASE_JSON), 'utf8')) as {
    hosting: { rewrites: unknown[]; headers: unknown[] };
  };
  edit(config.hosting);
  await writeFile(join(root, FIREBASE_JSON), `${JSON.stringify(config, null, 2)}\n`);
  await copyFile(join(repoRoot, '.prettierrc.json'), join(root, '.prettierrc.json'));
  return root;
}
afterAll(() => Promise.all(copies.map((root) => rm(root, { recursive: true }))));

/** The first rewrite whose glob matches the path, as Hosting picks it (`*` is one segment). */
function rewriteFor(rewrites: ReturnType<typeof hostingRoutes>['rewrites'], path: string) {
  const matches = (glob: string) =>
    new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`).test(path);
  return rewrites.find((rewrite) => matches(rewrite.source));
}

describe('npm run generate', () => {
  it('-- --check passes on the committed tree', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'tools/generate/cli.ts', '--check'], {
      cwd: repoRoot,
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.tools.json' },
    });
    await expect(run).resolves.toMatchObject({ stdout: 'generate: every file is up to date\n' });
  });

  it('finds firebase.json differing when a rewrite was removed from it by hand', async () => {
    const root = await editedCopy((hosting) => void hosting.rewrites.splice(5, 1));
    expect(await differingFiles(root, await generatedFiles(root, table))).toEqual([FIREBASE_JSON]);
  });

  it('finds firebase.json differing when a header rule was removed from it by hand', async () => {
    const root = await editedCopy((hosting) => void hosting.headers.pop());
    expect(await differingFiles(root, await generatedFiles(root, table))).toEqual([FIREBASE_JSON]);
  });

  it('writes Hosting’s routes of a copy emptied of them back to the committed firebase.json, byte for byte', async () => {
    const root = await editedCopy((hosting) => {
      hosting.rewrites = [];
      hosting.headers = [];
    });
    const [file] = await generatedFiles(root, table);
    expect(file?.text).toBe(await readFile(join(repoRoot, FIREBASE_JSON), 'utf8'));
  });
});

describe('Hosting routes from the route table', () => {
  const publicList: ServedRoute = { path: '/voa/events', servedBy: 'function:communityPage' };
  const { rewrites, headers } = hostingRoutes([...table, publicList, { ...publicList, path: '/voa/events/:id' }]);

  it.each(['/voa/events', '/voa/events/an-id'])(
    'serves a public list route added to a copy of the table (%s) by its function, cached a minute by the CDN',
    (path) => {
      expect(rewriteFor(rewrites, path)).toEqual({
        source: path.replace('an-id', '*'),
        function: { functionId: 'communityPage', region: 'us-central1' },
      });
      const sources = headers.map((rule) => rule.source);
      const own = sources.lastIndexOf(hostingGlob(path.replace('an-id', ':id')));
      expect(own).toBeGreaterThan(sources.indexOf('**/!(*.*)'));
      expect(headers[own]?.headers).toEqual([
        { key: 'Cache-Control', value: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' },
      ]);
    },
  );

  it('gives a prerendered page ending in / its _index.html and a redirect from the address without it', () => {
    const { rewrites: own, redirects } = hostingRoutes([{ path: '/guides/', servedBy: 'prerendered' }]);
    expect(rewriteFor(own, '/guides/')).toEqual({ source: '/guides/', destination: '/guides/_index.html' });
    expect(redirects).toContainEqual({ regex: '^/guides$', destination: '/guides/', type: 301 });
  });

  it('leaves no two page rewrites matching the same address, so their order never matters', () => {
    const sources = rewrites.map((rewrite) => rewrite.source);
    expect(sources.filter((source, index) => sources.indexOf(source) !== index)).toEqual([]);
  });
});
