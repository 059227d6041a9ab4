import { formatDateTime } from '@/i18n/format';

/** An i18n key per error code, and `default` for any other; an HttpsError's `details.reason` wins over its code. */
export type ErrorKeys = Readonly<Record<string, string>> & { readonly default: string };

/** What a failure says about itself, whoever threw it. */
export interface ErrorFacts {
  /** '' when the error has none (a plain Error, a rejected non-error). */
  code: string;
  /** The server's own words: an HttpsError's message ('functions/…' codes only), else ''. */
  detail: string;
  /** An HttpsError's `details.reason`, else ''. */
  reason: string;
  /** When a refused counted write may be tried again (RateLimitError), else null. */
  retryAt: Date | null;
}

export function errorFacts(error: unknown): ErrorFacts {
  const { code, message, details, retryAt } = (error ?? {}) as Record<string, unknown>;
  const known = typeof code === 'string' ? code : '';
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  return {
    code: known,
    detail: known.startsWith('functions/') && typeof message === 'string' ? message : '',
    reason: typeof reason === 'string' ? reason : '',
    retryAt: retryAt instanceof Date ? retryAt : null,
  };
}

/** With `detail` (the server's words) and `when` (a rate limit's end) for the sentence. */
export function errorMessage(error: unknown, keys: ErrorKeys): { key: string; values: Record<string, string> } {
  const facts = errorFacts(error);
  const key = (facts.reason && keys[facts.reason]) || (facts.code && keys[facts.code]) || keys.default;
  return {
    key,
    values: { detail: facts.detail, ...(facts.retryAt ? { when: formatDateTime(facts.retryAt) } : {}) },
  };
}

/** The same i18n key for each code, under one prefix: `{ 'functions/aborted': 'admin:x.aborted' }`. */
export function keysByCode(prefix: string, codes: readonly string[], codePrefix = ''): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [`${codePrefix}${code}`, `${prefix}.${code}`]));
}
