import { describe, expect, it, vi } from 'vitest';
import { bundledNamespaces, collectResources, featureNamespaces, i18next, resources, shellNamespaces } from './i18n';

describe('i18n', () => {
  it('builds resources from locales/<language>/<namespace>.json, so a language is a folder of files', () => {
    const collected = collectResources({
      './locales/en/common.json': { default: { hello: 'Hello' } },
      './locales/en/nav.json': { default: { about: 'About' } },
      './locales/fr/common.json': { default: { hello: 'Bonjour' } },
    });
    expect(collected).toEqual({
      en: { common: { hello: 'Hello' }, nav: { about: 'About' } },
      fr: { common: { hello: 'Bonjour' } },
    });
  });

  it('refuses a locale file outside that layout, naming it', () => {
    expect(() => collectResources({ './locales/en.json': { default: {} } })).toThrow(/locales\/en\.json/);
  });

  it('bundles the shell namespaces and leaves each feature namespace to load with its route', () => {
    expect([...bundledNamespaces].sort()).toEqual([...shellNamespaces].sort());
    expect(featureNamespaces).toEqual(expect.arrayContaining(['auth', 'onboarding', 'community', 'contact']));
    expect(featureNamespaces).not.toContain('common');
  });

  it('keeps app.loading in the bundled strings', () => {
    expect(i18next.t('app.loading')).toBe('loading...');
    expect(i18next.t('items.voicesOfAfrica', { ns: 'nav' })).toBe('Voices Of Africa');
  });

  it('reports a key without a translation as an error, so tests and browser journeys catch it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    i18next.t('auth:no.such.key');
    expect(logged).toHaveBeenCalledWith('Missing translation: auth:no.such.key');
    logged.mockRestore();
  });

  it('has the same keys in every language as in English', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    const english = keys(resources.en).sort();
    for (const [language, namespaces] of Object.entries(resources)) {
      expect(keys(namespaces).sort(), language).toEqual(english);
    }
  });
});
