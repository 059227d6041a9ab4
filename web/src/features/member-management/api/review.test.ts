import { describe, expect, it } from 'vitest';
import { translate } from '@/i18n/i18n';
import { REVIEW_ERRORS } from './review';
import { errorMessage } from '@/lib/errors/error-message';

/** What the admin reads for an HttpsError from reviewMember (the SDK prefixes codes with 'functions/'). */
const sentence = (code: string, message = 'uid: uid is required') => {
  const { key, values } = errorMessage({ code, message }, REVIEW_ERRORS);
  return translate(key, values);
};

describe('REVIEW_ERRORS', () => {
  it('turns each HttpsError code into its own clear sentence', () => {
    expect(sentence('functions/permission-denied')).toMatch(/^You are not allowed to review applications/);
    expect(sentence('functions/failed-precondition')).toMatch(/^This application is no longer pending/);
    expect(sentence('functions/aborted')).toMatch(/^The applicant changed this application after the queue was loaded/);
    expect(sentence('functions/not-found')).toMatch(/^This applicant’s profile or sign-in account no longer exists/);
    expect(sentence('functions/unavailable')).toMatch(/^The review service cannot be reached/);
    expect(sentence('functions/unauthenticated')).toMatch(/^Your session has ended/);
  });

  it('says the applicant must verify their address when reviewMember refuses for that reason', () => {
    const refusal = { code: 'functions/failed-precondition', message: 'x', details: { reason: 'email-unverified' } };
    const { key, values } = errorMessage(refusal, REVIEW_ERRORS);
    expect(translate(key, values)).toMatch(/^The applicant has not verified their e-mail address yet/);
    // Any other failed precondition is still the "no longer pending" one.
    expect(sentence('functions/failed-precondition')).toMatch(/^This application is no longer pending/);
  });

  it('names what was invalid, from the server’s message', () => {
    expect(sentence('functions/invalid-argument', 'Invalid review: reason: a reason is required')).toBe(
      'The review was refused as invalid: Invalid review: reason: a reason is required',
    );
  });

  it('falls back to a general sentence for anything else, never a raw code', () => {
    expect(sentence('functions/internal')).toBe('The review could not be completed. Try again in a moment.');
    expect(translate(errorMessage(new Error('offline'), REVIEW_ERRORS).key)).toBe(
      'The review could not be completed. Try again in a moment.',
    );
    expect(translate(errorMessage(undefined, REVIEW_ERRORS).key)).toBe(
      'The review could not be completed. Try again in a moment.',
    );
  });
});
