import { describe, expect, it, vi } from 'vitest';
import { catalogGaps, type CompiledCatalog } from './catalog';
import {
  bundledNamespaces,
  collectCatalogs,
  defaultLanguage,
  featureNamespaces,
  hasMessage,
  shellNamespaces,
  translate,
} from './i18n';

describe('i18n', () => {
  it('merges locales/<language>/<namespace>.json into one catalog per language', () => {
    const catalogs = collectCatalogs({
      './locales/en/common.json': { default: { 'common:hello': 'Hello' } },
      './locales/en/nav.json': { default: { 'nav:about': 'About' } },
      './locales/fr/common.json': { default: { 'common:hello': 'Bonjour' } },
    });
    expect(catalogs).toEqual({
      en: { 'common:hello': 'Hello', 'nav:about': 'About' },
      fr: { 'common:hello': 'Bonjour' },
    });
  });

  it('refuses a locale file outside that layout, naming it', () => {
    expect(() => collectCatalogs({ './locales/en.json': { default: {} } })).toThrow(/locales\/en\.json/);
  });

  it('bundles the shell namespaces and leaves each feature namespace to load with its route', () => {
    expect([...bundledNamespaces].sort()).toEqual([...shellNamespaces].sort());
    expect(featureNamespaces).toEqual(expect.arrayContaining(['auth', 'onboarding', 'community', 'contact']));
    expect(featureNamespaces).not.toContain('common');
  });

  it('translates the bundled strings, with values and plurals', () => {
    expect(translate('common:app.loading')).toBe('loading...');
    expect(translate('nav:items.voicesOfAfrica')).toBe('Voices Of Africa');
    expect(translate('admin:members.shown', { count: 1 })).toBe('1 account loaded.');
    expect(translate('admin:members.shown', { count: 24 })).toBe('24 accounts loaded.');
    expect(translate('library:count', { count: 3, total: 1 })).toBe('3 of 1 item');
  });

  it('reports a message id without a translation as an error, so tests and browser journeys catch it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(translate('auth:no.such.key')).toBe('auth:no.such.key');
    expect(logged).toHaveBeenCalledWith('Missing translation: auth:no.such.key');
    expect(hasMessage('auth:no.such.key')).toBe(false);
    logged.mockRestore();
  });

  it('finds a language that lacks a message of English, or keeps one English no longer has', () => {
    const gaps = catalogGaps(
      {
        en: ['common:hello', 'common:bye', 'nav:about'],
        fr: ['common:hello', 'nav:about', 'nav:old'],
        sw: ['common:hello', 'common:bye', 'nav:about'],
      },
      'en',
    );
    expect(gaps).toEqual({ fr: { missing: ['common:bye'], extra: ['nav:old'] } });
  });

  it('has the same messages in every language as in English', () => {
    // Compiled by the same build step as the app's imports (scripts/i18n-catalogs.ts).
    const files = import.meta.glob<CompiledCatalog>('./locales/*/*.json', { eager: true, import: 'default' });
    const idsByLanguage: Record<string, string[]> = {};
    for (const [path, catalog] of Object.entries(files)) {
      const language = /\/locales\/([^/]+)\//.exec(path)?.[1] ?? '';
      (idsByLanguage[language] ??= []).push(...Object.keys(catalog));
    }
    expect(idsByLanguage[defaultLanguage]?.length).toBeGreaterThan(100);
    expect(catalogGaps(idsByLanguage, defaultLanguage)).toEqual({});
  });
});
