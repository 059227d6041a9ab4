import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../emulators/config.ts';

/**
 * The layer rules of eslint.config.js are live: code placed at a real path of the app is linted
 * with the project's own configuration, as `npm run lint` would lint it there.
 */
const eslint = new ESLint({ cwd: repoRoot });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the layer rules', () => {
  it('refuse a feature importing another feature’s files', async () => {
    const code =
      "import { fetchLibraryHighlight } from '@/features/library/api/highlight';\nexport const probe = fetchLibraryHighlight;\n";
    expect(await ruleIds('web/src/features/blog/probe.ts', code)).toContain('boundaries/dependencies');
  });

  it('allow a feature the deliberate public entry of auth, and the shared layers', async () => {
    const code = [
      "import { useAuth } from '@/features/auth';",
      "import { formatDate } from '@/i18n/format';",
      "import { LIMITS } from '@/lib/model';",
      'export const probe = [useAuth, formatDate, LIMITS];',
      '',
    ].join('\n');
    expect(await ruleIds('web/src/features/blog/probe.ts', code)).toEqual([]);
  });

  it('refuse a shared layer importing a feature, and the app reaching into a feature’s files', async () => {
    const fromComponents = "import { useAuth } from '@/features/auth';\nexport const probe = useAuth;\n";
    expect(await ruleIds('web/src/components/ui/probe.ts', fromComponents)).toContain('boundaries/dependencies');
    const fromApp =
      "import { fetchPublishedPosts } from '@/features/blog/api/posts';\nexport const probe = fetchPublishedPosts;\n";
    expect(await ruleIds('web/src/app/probe.ts', fromApp)).toContain('boundaries/dependencies');
  });

  it('refuse an import cycle', async () => {
    // As if use-paged-list imported the admin list, which imports use-paged-list.
    const code =
      "import { CollectionEditor } from '@/components/collection-editor/CollectionEditor';\nexport const probe = CollectionEditor;\n";
    expect(await ruleIds('web/src/lib/data/use-paged-list.ts', code)).toContain('import-x/no-cycle');
  });

  it("refuse an import climbing out of its folder with '../' inside web/src, and allow one below it", async () => {
    const climbing = "import { Button } from '../ui/Button';\nexport const probe = Button;\n";
    expect(await ruleIds('web/src/components/layout/probe.ts', climbing)).toContain('no-restricted-imports');
    const below = "import { Button } from './Button';\nexport const probe = Button;\n";
    expect(await ruleIds('web/src/components/ui/probe.ts', below)).toEqual([]);
  });

  it('refuse the app importing the test support of shared/, and allow web/src/test to', async () => {
    const code = "import { eventually } from '@/../../shared/testing/index.js';\nexport const probe = eventually;\n";
    expect(await ruleIds('web/src/features/blog/probe.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('web/src/test/probe.ts', code)).toEqual([]);
  });

  it('refuse a shared/model module that does something when imported, and allow one that only declares', async () => {
    const running = "export const registry: string[] = [];\nregistry.push('posts');\n";
    expect(await ruleIds('shared/model/probe.ts', running)).toContain('no-restricted-syntax');
    const declaring = "export const registry: readonly string[] = ['posts'];\n";
    expect(await ruleIds('shared/model/probe.ts', declaring)).toEqual([]);
  });

  it('refuse the functions importing the web app', async () => {
    const code = "import { LIMITS } from '../../web/src/lib/model';\nexport const probe = LIMITS;\n";
    expect(await ruleIds('functions/src/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });
});
