import * as logger from 'firebase-functions/logger';

// CSP violation reports in both forms browsers send: `report-uri` (`application/csp-report`, one
// `{"csp-report": {...}}`) and `report-to` (`application/reports+json`, a list of `{type, body}`).

/** The fields of a violation worth a log line; the rest (the whole policy, samples) is noise. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
}

/** The largest report body read; a browser's is a few hundred bytes. */
export const MAX_REPORT_BYTES = 16 * 1024;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 500) : '');

function fromLegacy(report: Record<string, unknown>): CspViolation {
  return {
    page: text(report['document-uri']),
    directive: text(report['effective-directive'] ?? report['violated-directive']),
    blocked: text(report['blocked-uri']),
  };
}

function fromReportingApi(body: Record<string, unknown>): CspViolation {
  return {
    page: text(body.documentURL),
    directive: text(body.effectiveDirective),
    blocked: text(body.blockedURL),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations of a report body in either form; nothing for anything else. */
export function violationsOf(payload: unknown): CspViolation[] {
  if (isObject(payload) && isObject(payload['csp-report'])) return [fromLegacy(payload['csp-report'])];
  if (!Array.isArray(payload)) return [];
  return payload
    .filter(
      (entry): entry is { type: string; body: Record<string, unknown> } => isObject(entry) && isObject(entry.body),
    )
    .filter((entry) => entry.type === 'csp-violation')
    .slice(0, 20)
    .map((entry) => fromReportingApi(entry.body));
}

export interface ReportRequest {
  method: string;
  rawBody?: Buffer;
  body?: unknown;
}
export interface ReportResponse {
  status(code: number): ReportResponse;
  set(field: string, value: string): ReportResponse;
  end(): void;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Logs each violation as one warning line, and answers 204 (405 to anything but POST, 413 when too large). */
export function handleCspReport(request: ReportRequest, response: ReportResponse): void {
  if (request.method !== 'POST') {
    response.status(405).set('Allow', 'POST').end();
    return;
  }
  if ((request.rawBody?.length ?? 0) > MAX_REPORT_BYTES) {
    response.status(413).end();
    return;
  }
  // Cloud Functions parses only application/json bodies; the report types arrive raw.
  const payload = request.rawBody ? parseJson(request.rawBody) : request.body;
  for (const violation of violationsOf(payload)) logger.warn('CSP violation', violation);
  response.status(204).end();
}
