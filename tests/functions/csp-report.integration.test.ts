import { describe, expect, it } from 'vitest';
import { MAX_REPORT_BYTES } from '../../functions/src/reports/csp-report';
import { loadSuiteConfig } from '../../tools/emulators/config';

/** The deployed cspReport function, on the Functions emulator (Hosting rewrites /csp-report to it). */
const legacy = { 'csp-report': { 'document-uri': 'https://sankofaeditorial.com/contact', 'blocked-uri': 'inline' } };
const reportingApi = [
  { type: 'csp-violation', body: { documentURL: 'https://sankofaeditorial.com/', blockedURL: 'data' } },
];

describe('the cspReport function on the Functions emulator', () => {
  const { functions } = loadSuiteConfig();
  const url = `http://${functions.host}:${functions.port}/${process.env.GCLOUD_PROJECT}/us-central1/cspReport`;

  it('answers a report with 204, in either content type', async () => {
    const first = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(legacy),
    });
    expect(first.status).toBe(204);
    const second = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify(reportingApi),
    });
    expect(second.status).toBe(204);
  });

  it('refuses anything but a POST, and a body too large to be a report', async () => {
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const large = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: 'x'.repeat(MAX_REPORT_BYTES + 1),
    });
    expect(large.status).toBe(413);
  });
});
