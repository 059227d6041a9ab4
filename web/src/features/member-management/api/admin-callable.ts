import { callFunction } from '@/lib/firebase/callable';
import { keysByCode, type ErrorKeys } from '@/lib/errors/error-message';

/**
 * An admin's callable (reviewMember, reviewNameRequest, manageMember) as a function of its request;
 * the Functions SDK loads only when an admin acts. `Result` is what the screen reads of the answer
 * (`void`: nothing).
 */
export function adminCallable<Request, Result = void>(name: string): (request: Request) => Promise<Result> {
  return (request) => callFunction<Request, Result>(name, request);
}

/** The refusals every admin callable explains: who may call it, and what it found in the way. */
const ADMIN_CALLABLE_CODES = [
  'permission-denied',
  'unauthenticated',
  'failed-precondition',
  'not-found',
  'invalid-argument',
] as const;

/**
 * A callable's refusals in words: `<prefix>.<code>` for the codes every admin callable explains and
 * its own `codes` (the SDK throws them as 'functions/<code>'), `byReason` for the refusals it names
 * in its details, and `<prefix>.unknown` for anything else.
 */
export function callableErrors(
  prefix: string,
  codes: readonly string[] = [],
  byReason: Readonly<Record<string, string>> = {},
): ErrorKeys {
  return {
    ...keysByCode(prefix, [...ADMIN_CALLABLE_CODES, ...codes], 'functions/'),
    ...byReason,
    default: `${prefix}.unknown`,
  };
}
