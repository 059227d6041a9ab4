import { describe, expect, it } from 'vitest';
import { violationsOf } from './csp-report.js';

const legacy = {
  'csp-report': {
    'document-uri': 'https://sankofaeditorial.com/contact',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
    'original-policy': "default-src 'self'; …",
  },
};
const reportingApi = [
  {
    type: 'csp-violation',
    body: {
      documentURL: 'https://sankofaeditorial.com/home/',
      effectiveDirective: 'img-src',
      blockedURL: 'data',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

describe('CSP report bodies', () => {
  it('reads the page, directive and blocked address of both report forms, and nothing else', () => {
    expect(violationsOf(legacy)).toEqual([
      {
        page: 'https://sankofaeditorial.com/contact',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
      },
    ]);
    expect(violationsOf(reportingApi)).toEqual([
      { page: 'https://sankofaeditorial.com/home/', directive: 'img-src', blocked: 'data' },
    ]);
    expect(violationsOf({ hello: 'world' })).toEqual([]);
    expect(violationsOf('not json')).toEqual([]);
  });
});
