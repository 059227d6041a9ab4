import { describe, expect, it } from 'vitest';
import { E2E_DIST } from '#tools/e2e/hosting-config.ts';
import { repoRoot } from '#tools/emulators/config.ts';
import { describePlaceholders, filesUnder, placeholdersInFile } from '#tools/lint/placeholder-text.ts';

/**
 * The built site carries no placeholder or sample text (issue 54): every page the build prerendered
 * and the text files it wrote (sitemap, robots, manifest), as Hosting serves them. Here because the
 * browser tests' build is made before them (with-site.ts); their sources, the seed included, are
 * checked without a build by tools/lint/placeholder-text.test.ts. This catches what only the build
 * puts together: heads, web/.env's company facts, the translations as rendered.
 */
describe('the built site', () => {
  it('has no placeholder or sample text on any prerendered page or in its text files', () => {
    const built = filesUnder(repoRoot, E2E_DIST, (file) => /\.(?:html|xml|txt|webmanifest)$/.test(file));
    expect(built.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(20);
    const found = built.flatMap((file) => placeholdersInFile(repoRoot, file));
    expect(describePlaceholders(found), 'placeholder or sample text, by file and line').toBe('');
  });
});
