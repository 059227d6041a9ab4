import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADVISORY_MEMBER_FIELDS,
  ALBUM_FIELDS,
  ALBUM_REQUIRED_FIELDS,
  AUDIT_ENTRY_FIELDS,
  AUDIT_HEAD_FIELDS,
  BANNED_BOOK_FIELDS,
  BANNED_BOOK_REQUIRED_FIELDS,
  BYLINE_FIELDS,
  COMMENT_EDIT_FIELDS,
  CONTENT_AUDIT_TARGETS,
  COMMENT_FIELDS,
  COMMENT_REQUIRED_FIELDS,
  CONTACT_HANDLED_FIELDS,
  CONTACT_MESSAGE_REQUIRED_FIELDS,
  CONTACT_SENDER_FIELDS,
  INSIGHT_ITEM_FIELDS,
  INSIGHT_ITEM_REQUIRED_FIELDS,
  INSIGHT_KINDS,
  LIBRARY_ITEM_FIELDS,
  LIBRARY_ITEM_REQUIRED_FIELDS,
  MAIL_PREFERENCE_MEMBER_FIELDS,
  MEMBER_CARD_EDIT_FIELDS,
  MEMBER_LINKS,
  MEMBER_LINK_PATTERN,
  NOTIFICATION_READ_FIELDS,
  NAME_REQUEST_MEMBER_FIELDS,
  PHOTO_FIELDS,
  PHOTO_MOVE_FIELDS,
  POST_AUTHOR_EDIT_FIELDS,
  POST_FIELDS,
  POST_REQUIRED_FIELDS,
  RATE_ACTIONS,
  REPORT_DECISION_FIELDS,
  REPORT_NEW_FIELDS,
  RATE_ENTRY_FIELDS,
  SHELF_ENTRY_FIELDS,
  FOLLOW_FIELDS,
  TEAM_MEMBER_FIELDS,
  USER_APPLICATION_FIELDS,
  USER_INITIAL_FIELDS,
} from '#shared/model/index.ts';
import { keyListsOf, literalArgumentsOf, literalTableOf, mapKeysOf } from './key-lists.ts';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** Each key list of firestore.rules (by keyListsOf's label) and the shared/model tuple it must equal. */
const MODEL_OF: Record<string, readonly string[]> = {
  'initialProfile: hasOnly(data.keys())': USER_INITIAL_FIELDS,
  'initialProfile: hasAll(data.keys())': USER_INITIAL_FIELDS,
  'validApplication: hasAll(data.keys())': USER_APPLICATION_FIELDS,
  'onboardingUpdate: hasOnly(changed)': [...USER_APPLICATION_FIELDS, 'status'],
  'emailFollowsAccount: hasOnly(request.resource.data.diff(resource.data).affectedKeys())': ['email'],
  'cardEdit: hasOnly(data.diff(resource.data).affectedKeys())': MEMBER_CARD_EDIT_FIELDS,
  'isRateStep: exactKeys(after)': RATE_ENTRY_FIELDS,
  'isNameRequest: exactKeys(data)': NAME_REQUEST_MEMBER_FIELDS,
  'isValidContactMessage: hasOnly(data.keys())': CONTACT_MESSAGE_REQUIRED_FIELDS,
  'isValidContactMessage: hasAll(data.keys())': CONTACT_MESSAGE_REQUIRED_FIELDS,
  'isHandledMark: hasOnly(data.diff(resource.data).affectedKeys())': CONTACT_HANDLED_FIELDS,
  'senderWrite: hasOnly(data.keys())': CONTACT_SENDER_FIELDS,
  'senderWrite: hasAll(data.keys())': CONTACT_SENDER_FIELDS,
  'isValidPost: hasOnly(keys)': POST_FIELDS,
  'isValidPost: hasAll(keys)': POST_REQUIRED_FIELDS,
  'isValidPost: exactKeys(data.author)': BYLINE_FIELDS,
  'authorEditsPost: hasOnly(request.resource.data.diff(resource.data).affectedKeys())': POST_AUTHOR_EDIT_FIELDS,
  'isValidComment: hasOnly(data.keys())': COMMENT_FIELDS,
  'isValidComment: hasAll(data.keys())': COMMENT_REQUIRED_FIELDS,
  'allow update /databases/{database}/documents/posts/{slug}/comments/{id}: hasOnly(request.resource.data.diff(resource.data).affectedKeys())':
    COMMENT_EDIT_FIELDS,
  'isValidLibraryItem: hasOnly(data.keys())': LIBRARY_ITEM_FIELDS,
  'isValidLibraryItem: hasAll(data.keys())': LIBRARY_ITEM_REQUIRED_FIELDS,
  'isValidBannedBook: hasOnly(data.keys())': BANNED_BOOK_FIELDS,
  'isValidBannedBook: hasAll(data.keys())': BANNED_BOOK_REQUIRED_FIELDS,
  'isValidAlbum: hasOnly(data.keys())': ALBUM_FIELDS,
  'isValidAlbum: hasAll(data.keys())': ALBUM_REQUIRED_FIELDS,
  'isValidPhoto: exactKeys(data)': PHOTO_FIELDS,
  'movedInItsAlbum: hasOnly(request.resource.data.diff(resource.data).affectedKeys())': PHOTO_MOVE_FIELDS,
  'isValidAdvisoryMember: exactKeys(data)': ADVISORY_MEMBER_FIELDS,
  'isValidInsight: hasOnly(data.keys())': INSIGHT_ITEM_FIELDS,
  'isValidInsight: hasAll(data.keys())': INSIGHT_ITEM_REQUIRED_FIELDS,
  'isValidTeamMember: exactKeys(data)': TEAM_MEMBER_FIELDS,
  'isAuditEntry: exactKeys(entry)': AUDIT_ENTRY_FIELDS,
  'isMailChoice: hasOnly(changed)': MAIL_PREFERENCE_MEMBER_FIELDS,
  'allow update /databases/{database}/documents/users/{uid}/notifications/{id}: hasOnly(request.resource.data.diff(resource.data).affectedKeys())':
    NOTIFICATION_READ_FIELDS,
  'isNewReport: exactKeys(data)': REPORT_NEW_FIELDS,
  'isShelfEntry: exactKeys(data)': SHELF_ENTRY_FIELDS,
  'isFollow: exactKeys(data)': FOLLOW_FIELDS,
  'isReportDismissal: hasOnly(request.resource.data.diff(resource.data).affectedKeys())': REPORT_DECISION_FIELDS,
  'allow create, update /databases/{database}/documents/auditHeads/{uid}: exactKeys(request.resource.data)':
    AUDIT_HEAD_FIELDS,
};

/** The helpers whose lists are their parameters: their callers' lists are checked instead. */
const HELPERS = [
  'exactKeys: hasOnly(data.keys())',
  'exactKeys: hasAll(data.keys())',
  'stepsOnly: hasOnly(request.resource.data.diff(before).affectedKeys())',
];

const sorted = (keys: readonly string[]) => [...keys].sort();
const lists = keyListsOf(rules);

describe("firestore.rules' key lists and shared/model", () => {
  it('finds every key list of the rules, each one with its model tuple or as a helper', () => {
    expect(sorted(lists.map((list) => list.label))).toEqual(sorted([...Object.keys(MODEL_OF), ...HELPERS]));
    expect(sorted(lists.filter((list) => list.dynamic).map((list) => list.label))).toEqual(sorted(HELPERS));
  });

  it.each(Object.entries(MODEL_OF))('%s', (label, fields) => {
    const list = lists.find((candidate) => candidate.label === label);
    expect(sorted(list?.keys ?? [])).toEqual(sorted(fields));
  });

  it("allows a banned book's decline reason and searchWords beside its required fields, and nothing else", () => {
    const optional = BANNED_BOOK_FIELDS.filter(
      (field) => !(BANNED_BOOK_REQUIRED_FIELDS as readonly string[]).includes(field),
    );
    expect(sorted(optional)).toEqual(['declineReason', 'searchWords']);
  });

  it('takes the insight kinds of the model', () => {
    const kinds = /function insightKinds\(\) \{\s*return \[([^\]]*)\];/.exec(rules)?.[1] ?? '';
    expect(sorted([...kinds.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? ''))).toEqual(sorted(INSIGHT_KINDS));
  });

  it('takes the audited actions of the model: each one’s target, kind of write and named field (auditedActions)', () => {
    const model = Object.fromEntries(
      Object.entries(CONTENT_AUDIT_TARGETS).map(([action, { target, write, name }]) => [
        action,
        [target.replaceAll('{id}', '[^/]+'), write, name],
      ]),
    );
    expect(literalTableOf(rules, 'auditedActions')).toEqual(model);
  });

  it("holds a card's links as the model does: how many, how long, and the pattern of each", () => {
    const body = (name: string) =>
      new RegExp(`function ${name}\\(\\w+\\) \\{([\\s\\S]*?)\\n\\s*\\}`).exec(rules)?.[1] ?? '';
    const [links, link] = [body('isMemberLinks'), body('isMemberLink')];
    // A rules string escapes its backslashes; the model's source escapes its slashes.
    const pattern = /\.matches\('([^']*)'\)/.exec(link)?.[1]?.replaceAll('\\\\', '\\');
    expect({
      max: Number(/links\.size\(\) <= (\d+)/.exec(links)?.[1]),
      checked: [...links.matchAll(/isMemberLink\(links\[(\d)\]\)/g)].length,
      length: Number(/value\.size\(\) <= (\d+)/.exec(link)?.[1]),
      pattern,
    }).toEqual({
      max: MEMBER_LINKS.max,
      checked: MEMBER_LINKS.max,
      length: MEMBER_LINKS.length,
      pattern: MEMBER_LINK_PATTERN.source.replaceAll('\\/', '/'),
    });
  });

  it('counts the same actions in rateLimits/{uid} as the model', () => {
    expect(sorted(mapKeysOf(rules, 'rateLimitOf'))).toEqual(sorted(RATE_ACTIONS));
    expect(sorted([...new Set(literalArgumentsOf(rules, 'stepsOnly'))])).toEqual(sorted(RATE_ACTIONS));
  });
});

describe('keyListsOf', () => {
  it('reads literal lists, zero-argument functions returning lists, and concat', () => {
    const source = `service cloud.firestore { match /databases/{database}/documents {
      function fields() { return ['a', 'b']; }
      function valid(data) { return data.keys().hasOnly(fields().concat(['c'])) && exactKeys(data.x, ['d']); }
    } }`;
    expect(keyListsOf(source)).toEqual([
      { label: 'valid: hasOnly(data.keys())', keys: ['a', 'b', 'c'], dynamic: false },
      { label: 'valid: exactKeys(data.x)', keys: ['d'], dynamic: false },
    ]);
  });
});
