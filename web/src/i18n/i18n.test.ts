import { describe, expect, it } from 'vitest';
import { collectResources, i18next, resources } from './i18n';

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

  it('loads English with the shell namespaces and keeps app.loading', () => {
    // Features add their own namespaces (admin, directory…): check the shell's are all there.
    expect(Object.keys(resources.en ?? {})).toEqual(
      expect.arrayContaining(['auth', 'common', 'community', 'footer', 'nav', 'onboarding']),
    );
    expect(i18next.t('app.loading')).toBe('loading...');
    expect(i18next.t('items.voicesOfAfrica', { ns: 'nav' })).toBe('Voices Of Africa');
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
