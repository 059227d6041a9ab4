import { describe, expect, it } from 'vitest';
import { hasMessage, translate } from '../../../i18n/i18n';
import { authErrorKey } from './auth-errors';

describe('authErrorKey', () => {
  it('maps Firebase codes to sentences that exist in English', () => {
    for (const code of [
      'auth/invalid-credential',
      'auth/email-already-in-use',
      'auth/too-many-requests',
      'permission-denied',
      'functions/invalid-argument',
      'functions/unavailable',
    ]) {
      const key = authErrorKey({ code });
      expect(key).not.toBe('auth:errors.unknown');
      expect(hasMessage(key)).toBe(true);
    }
  });

  it('falls back to a generic sentence for anything else, never a raw code', () => {
    expect(authErrorKey({ code: 'auth/brand-new-code' })).toBe('auth:errors.unknown');
    expect(authErrorKey(new Error('boom'))).toBe('auth:errors.unknown');
    expect(authErrorKey(null)).toBe('auth:errors.unknown');
    expect(translate('auth:errors.unknown')).toMatch(/Something went wrong/);
  });
});
