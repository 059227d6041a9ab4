import { callFunction } from '@/lib/firebase/callable';
import { keysByCode, type ErrorKeys } from '@/lib/errors/error-message';

/** The Functions SDK loads only when an admin acts. */
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

/** `byReason` for the refusals named in the details; `<prefix>.unknown` for anything else. */
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
