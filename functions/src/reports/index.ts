import { onRequest } from 'firebase-functions/v2/https';
import { handleCspReport } from './csp-report.js';
import { REGION } from '../options.js';

/** The CSP report endpoint (/csp-report, rewritten here by Hosting). Public, like the pages that report. */
export const cspReport = onRequest({ region: REGION, invoker: 'public' }, (request, response) =>
  handleCspReport(request, response),
);
