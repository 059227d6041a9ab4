import { afterAll, describe, expect, it } from 'vitest';
import { MAX_REPORT_BYTES } from '#functions/src/reports/csp-report.ts';
import { loadSuiteConfig } from '#tools/emulators/config.ts';
import { followFunctionLogs } from '#tools/emulators/function-logs.ts';
import { eventually } from '#shared/testing/index.ts';

/**
 * The deployed cspReport function, on the Functions emulator (Hosting rewrites /csp-report to it);
 * what it logs, read from the Logging emulator as `npm start` shows it.
 */
const { functions, logging } = loadSuiteConfig();
const url = `http://${functions.host}:${functions.port}/${process.env.GCLOUD_PROJECT}/us-central1/cspReport`;
const lines: string[] = [];
const stopFollowing = followFunctionLogs(logging, 'firebase.log', (line) => lines.push(line));
afterAll(() => stopFollowing());

const run = crypto.randomUUID().slice(0, 8);
const legacy = (blocked: string) => ({
  'csp-report': {
    'document-uri': 'https://sankofaeditorial.com/contact',
    'effective-directive': 'script-src-elem',
    'blocked-uri': blocked,
  },
});
const reportingApi = (blocked: string) => [
  {
    type: 'csp-violation',
    body: { documentURL: 'https://sankofaeditorial.com/', effectiveDirective: 'img-src', blockedURL: blocked },
  },
  { type: 'deprecation', body: { id: `not-a-violation-${run}` } },
];
const report = (contentType: string, body: unknown, method = 'POST') =>
  fetch(url, {
    method,
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The log line of the violation that blocked `blocked`, once it is there. */
const loggedLine = (blocked: string) =>
  eventually(async () => lines.find((line) => line.includes(`blocked: ${blocked}`)), {
    what: `the log line of ${blocked}`,
  });

describe('the cspReport function on the Functions emulator', () => {
  it('answers a report with 204 and logs its violation, in either content type', async () => {
    const first = await report('application/csp-report', legacy(`https://evil.example/${run}.js`));
    expect(first.status).toBe(204);
    expect(await loggedLine(`https://evil.example/${run}.js`)).toBe(
      `[functions] cspReport: WARNING CSP violation (page: https://sankofaeditorial.com/contact, directive: script-src-elem, blocked: https://evil.example/${run}.js)`,
    );

    const second = await report('application/reports+json', reportingApi(`data-${run}`));
    expect(second.status).toBe(204);
    expect(await loggedLine(`data-${run}`)).toBe(
      `[functions] cspReport: WARNING CSP violation (page: https://sankofaeditorial.com/, directive: img-src, blocked: data-${run})`,
    );
    expect(
      lines.filter((line) => line.includes(`data-${run}`) || line.includes(`not-a-violation-${run}`)),
    ).toHaveLength(1);
  });

  it('refuses anything but a POST and a body too large to be a report, logging nothing of them', async () => {
    const get = await fetch(`${url}?blocked=get-${run}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const large = await report(
      'application/csp-report',
      JSON.stringify(legacy(`large-${run}`)).padEnd(MAX_REPORT_BYTES + 1),
    );
    expect(large.status).toBe(413);
    const notAReport = await report('application/csp-report', { hello: `not-a-report-${run}` });
    expect(notAReport.status).toBe(204);

    // Ordering marker: a report sent after them is logged, so theirs would have been by then.
    await report('application/csp-report', legacy(`marker-${run}`));
    await loggedLine(`marker-${run}`);
    expect(lines.filter((line) => /(get|large|not-a-report)-/.test(line) && line.includes(run))).toEqual([]);
  });
});
