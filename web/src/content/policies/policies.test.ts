import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_SESSION_HOURS,
  COLLECTIONS,
  CONTACT_RETENTION_DAYS,
  CONTACT_SENDER_LIMIT,
  LIMITS,
  MAIL_RETENTION_DAYS,
  MEDIA_CACHE_HOURS,
  UNATTACHED_UPLOAD_HOURS,
  contactTopicValues,
  toContactDocument,
} from '@/lib/model';
import { dataKinds, type DataKind } from './data-kinds';
import { inWords } from './periods';
import { privacyPolicy } from './privacy';
import { processors } from './processors';
import { termsOfService } from './terms';
import { blockTexts, plainText, policyText, type Policy, type PolicyLink, type PolicyText } from './types';

// The privacy policy and the terms held to what the code keeps and does. Each number or list the
// code has comes from there: the model's collections and constants, firebase.json,
// firestore.indexes.json, the suspension's mail. Where the policy writes a period from its constant,
// these tests still check that the sentence is there, in the kind of data it belongs to.

const repoRoot = path.join(import.meta.dirname, '../../../..');
const repoFile = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

const DAY_MS = 24 * 60 * 60 * 1000;

const kindHolding = (collection: string): DataKind => {
  const kind = dataKinds.find((candidate) => (candidate.collections as readonly string[]).includes(collection));
  if (!kind) throw new Error(`No kind of data in the privacy policy holds the collection ${collection}`);
  return kind;
};

const linksOf = (text: PolicyText): PolicyLink[] =>
  typeof text === 'string' ? [] : text.filter((piece): piece is PolicyLink => typeof piece !== 'string');

const privacyText = policyText(privacyPolicy);
const termsText = policyText(termsOfService);

describe('the privacy policy, held to the data model', () => {
  it('names, in a kind of data with what it holds, why, who sees it and how long, every collection of COLLECTIONS', () => {
    const unnamed = Object.values(COLLECTIONS).filter(
      (collection) => !dataKinds.some((kind) => (kind.collections as readonly string[]).includes(collection)),
    );
    expect(unnamed, 'collections the privacy policy does not describe: add each to a kind in data-kinds.ts').toEqual(
      [],
    );
    for (const kind of dataKinds) {
      for (const text of [kind.holds, kind.why, kind.seenBy, kind.kept]) expect(plainText(text)).not.toBe('');
      expect(privacyText).toContain(plainText(kind.holds));
      expect(privacyText).toContain(plainText(kind.kept));
    }
  });

  it('states the period of each TTL policy of firestore.indexes.json, from the constant that sets its expiry', () => {
    const { fieldOverrides = [] } = JSON.parse(repoFile('firestore.indexes.json')) as {
      fieldOverrides?: { collectionGroup: string; ttl?: boolean }[];
    };
    // Who writes each expiry: toContactDocument (shared/model/contact.ts), deliver (functions/src/
    // notifications/mail.ts: a mail and its notice), uploadImage (functions/src/media).
    const periods: Record<string, string> = {
      [COLLECTIONS.contactMessages]: `${CONTACT_RETENTION_DAYS} days`,
      [COLLECTIONS.mail]: `${MAIL_RETENTION_DAYS} days`,
      [COLLECTIONS.notifications]: `${MAIL_RETENTION_DAYS} days`,
      [COLLECTIONS.media]: `${UNATTACHED_UPLOAD_HOURS} hours`,
    };
    const expiring = fieldOverrides.filter((override) => override.ttl === true).map((o) => o.collectionGroup);
    expect(expiring.length).toBeGreaterThan(0);
    for (const collection of expiring) {
      const period = periods[collection];
      expect(period, `a TTL policy on ${collection}: name its period here and in the policy`).toBeDefined();
      expect(plainText(kindHolding(collection).kept)).toContain(period);
    }
    const now = new Date('2026-12-07T12:00:00Z');
    const { expiresAt } = toContactDocument({ name: 'A', email: 'a@b.co', topic: 'general', message: 'x' }, now);
    expect((expiresAt.getTime() - now.getTime()) / DAY_MS).toBe(CONTACT_RETENTION_DAYS);
  });

  it('states how long the hourly clean-up keeps a contact-form session, and what the form allows a visit', () => {
    const limits = plainText(kindHolding(COLLECTIONS.contactSenders).kept);
    expect(limits).toContain(`${ANONYMOUS_SESSION_HOURS} hours`);
    expect(plainText(kindHolding(COLLECTIONS.contactSenders).holds)).toContain(
      `${inWords(CONTACT_SENDER_LIMIT.perSession)} a visit`,
    );
  });

  it('states how long a deleted image stays in caches, and how long an author can delete a comment', () => {
    expect(plainText(kindHolding(COLLECTIONS.media).kept)).toContain(`within ${MEDIA_CACHE_HOURS} hours`);
    expect(plainText(kindHolding(COLLECTIONS.comments).kept)).toContain(`${LIMITS.comment.editMinutes} minutes`);
    expect(privacyText).toContain(`a comment, for ${LIMITS.comment.editMinutes} minutes after you write it`);
  });

  it('repeats in its summary the periods of contact messages, e-mails and unused uploads', () => {
    const summary = privacyPolicy.sections[0];
    const text = summary?.blocks.flatMap(blockTexts).map(plainText).join(' ') ?? '';
    expect(summary?.id).toBe('in-short');
    expect(text).toContain(`${CONTACT_RETENTION_DAYS} days`);
    expect(text).toContain(`${MAIL_RETENTION_DAYS} days`);
    expect(text).toContain(`${UNATTACHED_UPLOAD_HOURS} hours`);
  });
});

describe('the privacy policy’s contact for data requests', () => {
  it('links to the contact form with the topic of personal data preselected, named as the form names it', () => {
    const topics = JSON.parse(repoFile('web/src/i18n/locales/en/contact.json')) as { topics: Record<string, string> };
    const privacyTopic = contactTopicValues.find((topic) => topic === 'privacy');
    expect(privacyTopic).toBeDefined();
    const section = privacyPolicy.sections.find((candidate) => candidate.id === 'data-requests');
    const texts = section?.blocks.flatMap(blockTexts) ?? [];
    expect(texts.flatMap(linksOf).map((link) => link.to)).toContain(`/contact?topic=${privacyTopic}`);
    expect(texts.map(plainText).join(' ')).toContain(`choosing “${topics.topics[privacyTopic ?? '']}” as the topic`);
  });
});

describe('the privacy policy, held to firebase.json', () => {
  const firebase = JSON.parse(repoFile('firebase.json')) as Record<string, unknown> & {
    extensions?: Record<string, string>;
    emulators: Record<string, unknown>;
  };

  it('names a processor behind each extension of firebase.json, and none that is not there', () => {
    const configured = Object.keys(firebase.extensions ?? {});
    const named = processors.flatMap((processor) => processor.extensions);
    expect(configured.length).toBeGreaterThan(0);
    expect([...named].sort()).toEqual([...configured].sort());
    for (const processor of processors) expect(privacyText).toContain(processor.name);
  });

  it('names the Google product behind each part firebase.json deploys, and Authentication', () => {
    // A new part of firebase.json (a database, App Hosting…) fails here until the policy names it.
    const products: Record<string, string | null> = {
      hosting: 'Firebase Hosting',
      firestore: 'Cloud Firestore',
      functions: 'Cloud Functions',
      storage: 'Cloud Storage',
      extensions: null, // the extensions' own processors, above
      emulators: null, // development only
    };
    const unknown = Object.keys(firebase).filter((key) => !(key in products));
    expect(unknown, 'parts of firebase.json the privacy policy does not name').toEqual([]);
    const deployed = Object.keys(firebase).flatMap((key) => products[key] ?? []);
    if ('auth' in firebase.emulators) deployed.push('Firebase Authentication');
    const google = processors.find((processor) => processor.id === 'google');
    for (const product of deployed) {
      expect(google?.services).toContain(product);
      expect(privacyText).toContain(product);
    }
  });
});

describe('the terms, held to the suspension', () => {
  const mails = JSON.parse(repoFile('functions/src/notifications/locales/en.json')) as Record<string, { text: string }>;
  const suspensionMail = mails.membershipSuspended?.text ?? '';
  const account = JSON.parse(repoFile('web/src/i18n/locales/en/account.json')) as { membership: { suspended: string } };

  it('list the writes a suspension refuses in the words of the suspension mail and of My account', () => {
    const refused = /you cannot (.+?), and your card/.exec(suspensionMail)?.[1];
    expect(refused).toBeDefined();
    expect(account.membership.suspended).toContain(`you cannot ${refused} until`);
    expect(termsText).toContain(`you cannot ${refused}, and your card is out of the directories`);
  });

  it('say what a suspended member can still do, and that they are told the reason, as the mail does', () => {
    const still = /You can still (.+?) on My account/.exec(suspensionMail)?.[1];
    expect(still).toBeDefined();
    expect(termsText).toContain(`You can still ${still}.`);
    expect(suspensionMail).toContain('{reason}');
    expect(termsText).toContain('must give a reason. We tell you that reason: by e-mail');
    expect(LIMITS.suspension.reason.min).toBeGreaterThan(0);
  });
});

const fingerprint = (policy: Policy) => createHash('sha256').update(policyText(policy)).digest('hex').slice(0, 12);

describe.each([
  ['the privacy policy', privacyPolicy],
  ['the terms', termsOfService],
])('%s', (_, policy) => {
  it('is dated by its newest revision, one a day, which was made for its text as it stands', () => {
    const dates = policy.revisions.map((revision) => revision.date);
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size, 'one revision a day: a change on the day of a revision joins it').toBe(dates.length);
    expect(
      policy.revisions[0].fingerprint,
      `the text changed: add a revision dated today (or join today's) that says what changed, with fingerprint '${fingerprint(policy)}'`,
    ).toBe(fingerprint(policy));
  });

  it('gives every section and part an address of its own, and links only to those or to pages', () => {
    const ids = [...policy.sections.flatMap((section) => [section.id, ...(section.parts ?? []).map((p) => p.id)])];
    expect(new Set([...ids, 'revisions']).size).toBe(ids.length + 1);
    const texts = [
      policy.intro,
      ...policy.sections.flatMap((section) =>
        [...section.blocks, ...(section.parts ?? []).flatMap((part) => part.blocks)].flatMap(blockTexts),
      ),
    ];
    for (const { to } of texts.flatMap(linksOf)) {
      if (to.startsWith('#')) expect(ids).toContain(to.slice(1));
      else expect(to).toMatch(/^\/[a-z]/);
    }
  });

  it('calls nothing a sample and nothing unreviewed', () => {
    expect(policyText(policy)).not.toMatch(/sample|not (yet )?been reviewed|not reviewed|lorem|todo/i);
  });
});
