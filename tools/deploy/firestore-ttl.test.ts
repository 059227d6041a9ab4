import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  CONTACT_COLLECTION,
  MEDIA_COLLECTION,
  MEDIA_RECORD_FIELDS,
  MEMBER_NOTIFICATION_FIELDS,
  toContactDocument,
} from '#shared/model/index.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
}

describe('Firestore TTL policies (firestore.indexes.json, deployed by firebase deploy)', () => {
  const { fieldOverrides = [] } = JSON.parse(readFileSync(path.join(repoRoot, 'firestore.indexes.json'), 'utf8')) as {
    fieldOverrides?: FieldOverride[];
  };
  const ttl = fieldOverrides.filter((override) => override.ttl === true);

  it('are the contact messages’, the mails’, the members’ notices’ and the uploads’', () => {
    expect(ttl.map(({ collectionGroup, fieldPath }) => ({ collectionGroup, fieldPath }))).toEqual([
      { collectionGroup: CONTACT_COLLECTION, fieldPath: 'expiresAt' },
      { collectionGroup: COLLECTIONS.mail, fieldPath: 'expiresAt' },
      { collectionGroup: COLLECTIONS.notifications, fieldPath: 'expiresAt' },
      { collectionGroup: MEDIA_COLLECTION, fieldPath: 'expireAt' },
    ]);
  });

  it('delete an upload no document uses by a field of its record (shared/model/media.ts)', () => {
    const media = ttl.find((override) => override.collectionGroup === MEDIA_COLLECTION);
    expect(MEDIA_RECORD_FIELDS).toContain(media?.fieldPath);
  });

  it('delete contact messages and the members’ notices by the expiry fields the model writes', () => {
    const written = toContactDocument({
      name: 'Ama',
      email: 'ama@example.com',
      topic: 'general',
      message: 'Hello there!',
    });
    expect(written.expiresAt).toBeInstanceOf(Date);
    // The notification functions set mail.expiresAt and the notices' (functions/src/notifications/mail.ts);
    // the privacy policy states each period from its constant (web/src/content/policies/policies.test.ts).
    expect(MEMBER_NOTIFICATION_FIELDS).toContain('expiresAt');
  });
});
