import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  CONTACT_COLLECTION,
  MAIL_RETENTION_DAYS,
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

  it('delete contact messages by the expiry field the model writes, as the privacy policy promises', () => {
    const written = toContactDocument({
      name: 'Ama',
      email: 'ama@example.com',
      topic: 'general',
      message: 'Hello there!',
    });
    expect(written.expiresAt).toBeInstanceOf(Date);

    const policy = readFileSync(path.join(repoRoot, 'web/src/content/policies.ts'), 'utf8');
    expect(policy).toContain('We keep a contact message for two years after you send it');
    // The notification functions set mail.expiresAt and the notices' (functions/src/notifications/mail.ts).
    expect(MAIL_RETENTION_DAYS).toBe(90);
    expect(policy).toContain(
      'and the notices listed on the My account page, are deleted three months after they are sent',
    );
    expect(MEMBER_NOTIFICATION_FIELDS).toContain('expiresAt');
  });
});
