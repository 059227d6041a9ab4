import { describe, expect, it } from 'vitest';
import { shellNamespaces } from '@/i18n/i18n';

const sources = import.meta.glob<string>(['./*.{ts,tsx}', '!./*.test.*'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('the form kit', () => {
  it("speaks only the shell's namespaces: a member's form loads its own feature's words, not the admin's", () => {
    const ids = Object.values(sources).flatMap((source) =>
      [...source.matchAll(/'[a-zA-Z]+:[a-zA-Z.]+'/g)].map((match) => match[0]),
    );
    const outside = ids.filter((id) => !shellNamespaces.some((namespace) => id.startsWith(`'${namespace}:`)));
    expect(ids.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });
});
