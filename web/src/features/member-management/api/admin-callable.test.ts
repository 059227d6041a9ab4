import { describe, expect, it } from 'vitest';
import { MANAGE_ERRORS } from './manage';
import { NAME_REVIEW_ERRORS } from './name-requests';
import { REVIEW_ERRORS } from './review';

describe('callableErrors', () => {
  it('gives each admin callable the shared refusals, its own codes and reasons, and a default', () => {
    const shared = ['permission-denied', 'unauthenticated', 'failed-precondition', 'not-found', 'invalid-argument'];
    const table = (prefix: string, codes: string[]) =>
      Object.fromEntries(codes.map((code) => [`functions/${code}`, `${prefix}.${code}`]));

    expect(MANAGE_ERRORS).toEqual({ ...table('admin:manageErrors', shared), default: 'admin:manageErrors.unknown' });
    expect(NAME_REVIEW_ERRORS).toEqual({
      ...table('admin:nameReviewErrors', [...shared, 'aborted']),
      default: 'admin:nameReviewErrors.unknown',
    });
    expect(REVIEW_ERRORS).toEqual({
      ...table('admin:reviewErrors', [...shared, 'aborted', 'unavailable']),
      'email-unverified': 'admin:reviewErrors.emailUnverified',
      default: 'admin:reviewErrors.unknown',
    });
  });
});
