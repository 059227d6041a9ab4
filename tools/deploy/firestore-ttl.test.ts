import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_COLLECTION, toContactDocument } from '../../shared/model/index.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
}

describe('Firestore TTL policies (firestore.indexes.json, deployed by firebase deploy)', () => {
  it('deletes contact messages by the expiry field the model writes, as the privacy policy promises', () => {
    const { fieldOverrides = [] } = JSON.parse(readFileSync(path.join(repoRoot, 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides?: FieldOverride[];
    };
    const ttl = fieldOverrides.filter((override) => override.ttl === true);
    expect(ttl.map(({ collectionGroup, fieldPath }) => ({ collectionGroup, fieldPath }))).toEqual([
      { collectionGroup: CONTACT_COLLECTION, fieldPath: 'expiresAt' },
    ]);
    const written = toContactDocument({
      name: 'Ama',
      email: 'ama@example.com',
      topic: 'general',
      message: 'Hello there!',
    });
    expect(written.expiresAt).toBeInstanceOf(Date);

    const policy = readFileSync(path.join(repoRoot, 'web/src/content/policies.ts'), 'utf8');
    expect(policy).toContain('We keep a contact message for two years after you send it');
  });
});
