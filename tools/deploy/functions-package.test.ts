import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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

describe('the functions as deployed', () => {
  let uploaded: string[] = [];
  beforeAll(async () => {
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'functions'], { cwd: repoRoot, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const ignore = firebaseJson.functions[0]?.ignore ?? [];
    uploaded = (await readdirRecursive({ path: functionsDir, ignoreStrings: ignore })).map((file) =>
      relative(functionsDir, file.name),
    );
  });

  it('carry their entry and the shared model it requires, and no TypeScript source or test', () => {
    expect(uploaded).toContain('package.json');
    expect(uploaded).toContain(main);
    expect(uploaded).toContain('lib/shared/model/index.js');
    expect(uploaded.filter((file) => /\.ts$/.test(file))).toEqual([]);
    expect(uploaded.filter((file) => /test/.test(file))).toEqual([]);
  });

  it('load from the built entry alone, with their triggers exported', () => {
    const load = spawnSync(
      process.execPath,
      ['-e', `console.log(Object.keys(require(${JSON.stringify(join(functionsDir, main))})).sort().join(','))`],
      { cwd: functionsDir, encoding: 'utf8', env: { ...process.env, GCLOUD_PROJECT: 'demo-package-test' } },
    );
    expect(load.stderr).toBe('');
    expect(load.stdout.trim()).toBe(
      'blogFeed,countComments,createProfileOnSignUp,cspReport,deleteAccount,deleteCommentsOfPost,indexBannedBookForSearch,indexPostForSearch,manageMember,notifyOnBannedBookCreated,notifyOnContactMessage,notifyOnPostWritten,notifyOnUserWritten,postPage,reviewMember',
    );
  });
});
