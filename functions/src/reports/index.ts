import { onRequest } from 'firebase-functions/v2/https';
import { handleCspReport } from './csp-report.js';
import { REGION } from '../options.js';

/**
 * The Content-Security-Policy report endpoint: firebase.json's headers name /csp-report, which
 * Hosting rewrites to this function. Public, like the pages that send the reports.
 */
export const cspReport = onRequest({ region: REGION, invoker: 'public' }, (request, response) =>
  handleCspReport(request, response),
);
