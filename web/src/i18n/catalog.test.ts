import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from './catalog';

describe('compileCatalog', () => {
  it('gives each message a namespaced id, dotted paths for nesting and indexes for lists', () => {
    const catalog = compileCatalog('onboarding', {
      title: 'Apply',
      errors: { required: 'Enter your {field}.' },
      guidelines: ['Be kind.', 'Credit others.'],
    });
    expect(Object.keys(catalog).sort()).toEqual([
      'onboarding:errors.required',
      'onboarding:guidelines.0',
      'onboarding:guidelines.1',
      'onboarding:title',
    ]);
  });

  it('compiles ICU values and plurals into a form the runtime renders without a compiler', () => {
    const catalog = compileCatalog('library', {
      count: '{count} of {total, plural, one {# item} other {# items}}',
    });
    expect(typeof catalog['library:count']).not.toBe('string');
    const i18n = setupI18n({ locale: 'en', messages: { en: catalog } });
    expect(i18n._('library:count', { count: 2, total: 1 })).toBe('2 of 1 item');
    expect(i18n._('library:count', { count: 2, total: 5 })).toBe('2 of 5 items');
  });

  it('fails on a message that is not valid ICU, naming its id', () => {
    expect(() => compileCatalog('blog', { broken: 'Hello {name' })).toThrow(/blog:broken/);
  });
});
