import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFor, latestGeneration, registration } from './firestore-triggers.ts';
import { firebaseToolsOnly } from './suite.ts';

describe('Firestore trigger registration (the jar)', () => {
  it('takes the latest generation of a function, never another function with the same prefix', () => {
    const keys = ['us-central1-notify-0', 'us-central1-notify-2', 'us-central1-notifyOther-3', 'us-central1-x-1'];
    expect(keyFor('us-central1-notify', keys)).toBe('us-central1-notify-2');
    expect(keyFor('us-central1-missing', keys)).toBeUndefined();
    expect(latestGeneration(keys)).toBe(3);
    expect(latestGeneration([])).toBe(-1);
  });

  it('sends what firebase-tools sends for a v2 trigger on a path pattern', () => {
    const body = registration({
      id: 'us-central1-notifyOnContactMessage',
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.created',
        eventFilters: { database: '(default)', namespace: '(default)' },
        eventFilterPathPatterns: { document: 'contactMessages/{id}' },
      },
    });
    expect(JSON.parse(body)).toEqual({
      eventType: 'google.cloud.firestore.document.v1.created',
      database: '(default)',
      namespace: '(default)',
      document: { value: 'contactMessages/{id}', matchType: 'PATH_PATTERN' },
    });
  });

  it('refuses a trigger without a document', () => {
    expect(() => registration({ id: 'f', eventTrigger: { eventFilters: { database: 'd', namespace: 'n' } } })).toThrow(
      'names no document',
    );
  });
});

describe('the extensions of firebase.json', () => {
  it('are deployed but never emulated: the launcher leaves them out of --only', () => {
    const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
      extensions?: Record<string, string>;
    };
    expect(config.extensions?.['firestore-send-email']).toMatch(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/);
    for (const hosting of [false, true]) {
      expect(firebaseToolsOnly({ kind: 'firebase-tools' }, hosting)).not.toContain('extensions');
      expect(firebaseToolsOnly({ kind: 'jar', jar: 'x.jar', source: 'gcloud component' }, hosting)).not.toContain(
        'extensions',
      );
    }
  });
});
