import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYED_FUNCTIONS } from '#functions/src/test-support.ts';
import { FONT_FILES, PACKAGED_ASSETS_DIR, POST_ARTWORK } from '#shared/share-image/index.ts';
import { repoRoot } from '../emulators/config.ts';

/** What `firebase deploy` uploads of the functions: firebase-tools' own walk with firebase.json's ignore list. */
interface FsAsync {
  readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<{ name: string }[]>;
}
const require = createRequire(join(repoRoot, 'package.json'));
const { readdirRecursive } = require('firebase-tools/lib/fsAsync.js') as FsAsync;

const functionsDir = join(repoRoot, 'functions');
const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
  functions: { ignore: string[] }[];
};
const { main } = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')) as { main: string };

/** The built entry required in a fresh Node process: its exports, the modules and packages it loaded. */
interface Loaded {
  exports: string[];
  modules: number;
  packages: string[];
}

function load(target: string | undefined): Loaded {
  const env: NodeJS.ProcessEnv = { ...process.env, GCLOUD_PROJECT: 'demo-package-test' };
  delete env.FUNCTION_TARGET;
  if (target) env.FUNCTION_TARGET = target;
  const script = `
    const exported = Object.keys(require(${JSON.stringify(join(functionsDir, main))})).sort();
    const packages = new Set(Object.keys(require.cache).map((file) => file.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/)?.[1]).filter(Boolean));
    const modules = Object.keys(require.cache).length;
    console.log(JSON.stringify({ exports: exported, modules, packages: [...packages].sort() }));`;
  const run = spawnSync(process.execPath, ['-e', script], { cwd: functionsDir, encoding: 'utf8', env });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Loaded;
}

describe('the functions as deployed', () => {
  let uploaded: string[] = [];
  /** The entry as deploy's discovery loads it (no FUNCTION_TARGET). */
  let everyFunction: Loaded;
  beforeAll(async () => {
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'functions'], { cwd: repoRoot, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const ignore = firebaseJson.functions[0]?.ignore ?? [];
    uploaded = (await readdirRecursive({ path: functionsDir, ignoreStrings: ignore })).map((file) =>
      relative(functionsDir, file.name),
    );
    everyFunction = load(undefined);
  });

  it('carry their entry and the shared model it requires, and no TypeScript source or test', () => {
    expect(uploaded).toContain('package.json');
    expect(uploaded).toContain(main);
    expect(uploaded).toContain('lib/shared/model/index.js');
    expect(uploaded.filter((file) => /\.ts$/.test(file))).toEqual([]);
    expect(uploaded.filter((file) => /test/.test(file))).toEqual([]);
  });

  it('carry the fonts and the artwork postShareImage draws with, and render with them alone', () => {
    const packaged = [
      ...FONT_FILES.map(({ file }) => `lib/${PACKAGED_ASSETS_DIR}/fonts/${file}`),
      `lib/${PACKAGED_ASSETS_DIR}/artwork/${POST_ARTWORK}.jpg`,
    ];
    expect(uploaded).toEqual(expect.arrayContaining([...packaged, 'lib/shared/share-image/index.js']));
    // The built renderer over the packaged copies, in a plain Node process from the functions folder.
    const script = `
      const share = require('./lib/shared/share-image/index.js');
      share.shareImageRenderer('Sankofa Editorial', share.packagedAssets('lib/${PACKAGED_ASSETS_DIR}'))
        .then((renderer) => renderer.render({ title: 'Ìtàn àwọn Yorùbá', artwork: share.POST_ARTWORK }))
        .then(({ jpeg, titleShown }) => console.log(jpeg.subarray(0, 2).toString('hex'), titleShown));`;
    const render = spawnSync(process.execPath, ['-e', script], { cwd: functionsDir, encoding: 'utf8' });
    expect(render.stderr).toBe('');
    expect(render.stdout.trim()).toBe('ffd8 true');
  });

  it('load from the built entry alone, every trigger exported where deploy discovers them', () => {
    expect(everyFunction.exports).toEqual(DEPLOYED_FUNCTIONS);
  });

  it('load without the image renderer (satori, sharp) where deploy discovers them: postShareImage loads it on its first render', () => {
    expect(everyFunction.packages).toContain('firebase-functions');
    expect(everyFunction.packages.filter((pkg) => pkg === 'satori' || pkg === 'sharp')).toEqual([]);
  });

  it.each(DEPLOYED_FUNCTIONS)(
    '%s loads alone where its worker runs it (FUNCTION_TARGET), fewer modules than every function',
    (name) => {
      const { exports, modules } = load(name);
      expect(exports).toContain(name);
      expect(exports.length).toBeLessThan(DEPLOYED_FUNCTIONS.length);
      expect(modules).toBeLessThan(everyFunction.modules);
    },
  );
});
