import { describe, expect, it } from 'vitest';
import { hasMessage, translate } from '@/i18n/i18n';
import { AUTH_ERRORS, VERIFICATION_ERRORS } from './auth-errors';
import { errorMessage } from '@/lib/errors/error-message';

const authErrorKey = (error: unknown) => errorMessage(error, AUTH_ERRORS).key;
const verificationErrorKey = (error: unknown) => errorMessage(error, VERIFICATION_ERRORS).key;

describe('AUTH_ERRORS', () => {
  it('maps Firebase codes to sentences that exist in English', () => {
    for (const code of [
      'auth/invalid-credential',
      'auth/email-already-in-use',
      'auth/too-many-requests',
      'auth/unverified-email',
      'auth/user-token-expired',
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

describe('VERIFICATION_ERRORS', () => {
  it('tells a member who asked for too many verification mails to wait, and where else to look', () => {
    expect(translate(verificationErrorKey({ code: 'auth/too-many-requests' }))).toBe(
      'Too many verification mails were asked for this account for now. Wait a few minutes before you ask again, and look in your spam folder meanwhile.',
    );
  });

  it('says every other failure as a sign-in action would', () => {
    expect(verificationErrorKey({ code: 'auth/network-request-failed' })).toBe('auth:errors.network');
    expect(verificationErrorKey(new Error('boom'))).toBe('auth:errors.unknown');
  });
});
