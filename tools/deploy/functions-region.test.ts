import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION } from '#functions/src/options.ts';
import { repoRoot } from '../emulators/config.ts';

interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
}

const { hosting } = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};

describe("firebase.json's rewrites to functions", () => {
  const toFunctions = hosting.rewrites.filter((rewrite) => rewrite.function);

  it('exist (the callables, the blog feed, the post pages, the share images, the CSP reports)', () => {
    expect(toFunctions.map((rewrite) => rewrite.function?.functionId)).toEqual(
      expect.arrayContaining(['reviewMember', 'blogFeed', 'postPage', 'postShareImage', 'cspReport']),
    );
  });

  it.each(toFunctions.map((rewrite) => [rewrite.source, rewrite] as const))(
    '%s names the functions’ REGION',
    (_source, rewrite) => {
      expect(rewrite.function?.region).toBe(REGION);
    },
  );
});
