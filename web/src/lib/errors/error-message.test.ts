import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/i18n/format';
import { RateLimitError } from '@/lib/firebase/counted-write';
import { errorFacts, errorMessage, keysByCode, type ErrorKeys } from './error-message';

const keys: ErrorKeys = {
  'auth/wrong-password': 'x:wrongPassword',
  'permission-denied': 'x:denied',
  'functions/failed-precondition': 'x:precondition',
  'email-unverified': 'x:unverified',
  'rate-limited': 'x:tooMany',
  'no-card': 'x:noCard',
  default: 'x:unknown',
};

/** An HttpsError as the Functions SDK hands it to the client. */
const httpsError = (code: string, message: string, details?: unknown) =>
  Object.assign(new FirebaseError(`functions/${code}`, message), { details });

describe('errorMessage', () => {
  it('maps each kind of code to its key: Auth, Firestore, a callable, the app’s own', () => {
    expect(errorMessage(new FirebaseError('auth/wrong-password', 'x'), keys).key).toBe('x:wrongPassword');
    expect(errorMessage(new FirebaseError('permission-denied', 'x'), keys).key).toBe('x:denied');
    expect(errorMessage(httpsError('failed-precondition', 'Already suspended.'), keys).key).toBe('x:precondition');
    expect(errorMessage(Object.assign(new Error('no public card'), { code: 'no-card' }), keys).key).toBe('x:noCard');
  });

  it('carries a callable’s own words as `detail`, and no other error’s message', () => {
    expect(errorMessage(httpsError('failed-precondition', 'This member is already suspended.'), keys).values).toEqual({
      detail: 'This member is already suspended.',
    });
    expect(
      errorMessage(new FirebaseError('permission-denied', 'Missing or insufficient permissions.'), keys).values,
    ).toEqual({ detail: '' });
  });

  it('lets an HttpsError’s details.reason win over its code', () => {
    const refusal = httpsError('failed-precondition', 'Unverified.', { reason: 'email-unverified' });
    expect(errorMessage(refusal, keys).key).toBe('x:unverified');
    expect(errorMessage(httpsError('failed-precondition', 'x', { reason: 'other' }), keys).key).toBe('x:precondition');
  });

  it('says when a rate-limited write may be tried again', () => {
    const retryAt = new Date('2026-03-01T10:30:00Z');
    const { key, values } = errorMessage(new RateLimitError('comment', retryAt), keys);
    expect(key).toBe('x:tooMany');
    expect(values.when).toBe(formatDateTime(retryAt));
  });

  it('falls back to the default for an unknown code, a plain Error and a rejected non-error', () => {
    expect(errorMessage(new FirebaseError('auth/brand-new', 'x'), keys).key).toBe('x:unknown');
    expect(errorMessage(new Error('offline'), keys).key).toBe('x:unknown');
    expect(errorMessage(undefined, keys).key).toBe('x:unknown');
    expect(errorMessage('boom', keys).key).toBe('x:unknown');
    // A Firestore code does not match its callable twin, nor the reverse: each screen names the ones it means.
    expect(errorMessage(httpsError('permission-denied', 'x'), keys).key).toBe('x:unknown');
  });
});

describe('errorFacts', () => {
  it('reads nothing from errors that carry nothing', () => {
    expect(errorFacts(null)).toEqual({ code: '', detail: '', reason: '', retryAt: null });
    expect(errorFacts({ code: 42, details: 'reason' })).toEqual({ code: '', detail: '', reason: '', retryAt: null });
  });
});

describe('keysByCode', () => {
  it('keys each code under one prefix, with the code’s own prefix if given', () => {
    expect(keysByCode('admin:errors', ['aborted', 'not-found'], 'functions/')).toEqual({
      'functions/aborted': 'admin:errors.aborted',
      'functions/not-found': 'admin:errors.not-found',
    });
  });
});
