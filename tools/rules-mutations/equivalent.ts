/**
 * Mutants that no test can kill because they allow and deny exactly what the real rules do, keyed
 * by the mutant's id (see Mutant.id; `npm run test:rules-mutations -- --list` prints them all), each
 * with the reason. The check still runs them: one that a test kills is not equivalent, and the run
 * fails until it is taken off this list; so does an id that no longer names a mutant.
 *
 * The reasons rest on how the rules evaluate an error (reading a field of null or a missing key, a
 * method the value does not have): an error never grants. The whole condition denies, `error && x`
 * is false or an error, and `error || x` is x. No condition in firestore.rules negates a function
 * call (`!f()`), which would turn an error's denial around.
 */

/** Every key the hasAll() lists is read by a later operand: a missing one denies there. */
const keysReadLater = (where: string) =>
  `Every key it lists is read by a later operand of ${where}; a missing key makes that read an ` +
  'evaluation error, which denies as false does. hasOnly() still refuses extra keys.';

/** request.auth is null: the next operand reads a field of it, an error that denies. */
const authGuard = (read: string) =>
  `With request.auth null, ${read} reads a field of null: an evaluation error, which denies as ` +
  'false does, so the guard changes no outcome. The signed-out cases of tests/rules pass on this mutant too.';

/** An admin's audited write: audited() needs an audit entry in the same commit, which only an admin may write. */
const auditedByAdmin = (collection: string, test = 'are an admin’s alone') =>
  `The rule ends with audited(), which needs the audit entry written in the same commit, and auditLog's ` +
  `create allows that only to an admin (isAdmin): a member's write fails there. tests/rules/${collection}.test.ts ` +
  `("${test}") passes on this mutant too; isAdmin() stays to say who may write.`;

/** The isAdmin() guards of a match's create, update and delete, all audited and judged by one test. */
const auditedAdminWrites = (match: string, collection: string, test?: string) =>
  Object.fromEntries(
    (['create', 'update', 'delete'] as const).map((method) => [
      `allow ${method} ${match}: isAdmin() → true`,
      auditedByAdmin(collection, test),
    ]),
  );

/** A comparison with request.time that differs from the real one at a single microsecond of the server's clock. */
const atTheMicrosecond = (what: string) =>
  `The two differ only for ${what}, to the microsecond of the server time of that write, which no client ` +
  '(and no test) can aim at.';

/** A function given the path's uid, whose every caller has checked isOwner(uid) before it. */
const ownerCheckedFirst = (fn: string, callers: string, document: string) =>
  `Every caller of ${fn}(uid) (${callers}) checks isOwner(uid) before it, so wherever it is evaluated, ` +
  `uid == request.auth.uid and both paths name the same ${document}.`;

/** A lower bound below what a later pattern requires anyway. */
const floorUnderPattern = (what: string, shortest: string) =>
  `${what} must also match a pattern whose shortest match has ${shortest}: a floor of a character more or ` +
  'less, under that, refuses nothing more and nothing less.';

export const equivalentMutants: Readonly<Record<string, string>> = {
  'function isValidContactMessage: isText(data.email, 3, 254) → isText(data.email, 2, 254)': floorUnderPattern(
    'The address',
    "5 characters ('a@b.c')",
  ),
  'function isValidContactMessage: isText(data.email, 3, 254) → isText(data.email, 4, 254)': floorUnderPattern(
    'The address',
    "5 characters ('a@b.c')",
  ),
  'function signedIn: request.auth != null → true': authGuard(
    "request.auth.token.firebase.sign_in_provider != 'anonymous'",
  ),
  'function countedSender: request.auth != null → true': authGuard(
    'getAfter(/databases/$(database)/documents/contactSenders/$(request.auth.uid))',
  ),
  'function senderWrite: request.auth != null → true': authGuard('request.auth.uid == uid'),
  "function senderWrite: data.keys().hasAll(['last', 'count']) → true": keysReadLater(
    'senderWrite (data.last, data.count)',
  ),

  "function initialProfile: data.keys().hasAll(['email', 'status', 'type', 'created']) → true": keysReadLater(
    'initialProfile (data.email, data.status, data.type, data.created)',
  ),
  'function validApplication: data.keys().hasAll(onboardingFields()) → true': keysReadLater(
    'validApplication (displayName, memberKind, country, bio, guidelinesAccepted, applied)',
  ),
  "function isValidContactMessage: data.keys().hasAll(['name', 'email', 'topic', 'message', 'created', 'expiresAt']) → true":
    keysReadLater('isValidContactMessage (name, email, topic, message, created, expiresAt)'),
  'function exactKeys: data.keys().hasAll(keys) → true': keysReadLater(
    'each caller: isValidPost (its author card), isValidPhoto, isValidAdvisoryMember and isRateStep read every ' +
      'key they pass',
  ),
  "function isValidLibraryItem: data.keys().hasAll(['title', 'author', 'year', 'description', 'coverUrl', 'linkUrl', 'category', 'created', 'updated']) → true":
    keysReadLater('isValidLibraryItem (every one; year in `data.year == null || …`, an error too when it is missing)'),
  "function isValidBannedBook: data.keys().hasAll(['title', 'author', 'country', 'year', 'reason', 'sources', 'status', 'proposedBy', 'created', 'updated']) → true":
    keysReadLater('isValidBannedBook (every one)'),
  "function isValidAlbum: data.keys().hasAll(['title', 'description', 'date', 'coverUrl', 'published', 'created', 'updated']) → true":
    keysReadLater('isValidAlbum (title, description, date, coverUrl, published, created, updated)'),
  'function isValidPost: keys.hasAll(postFields()) → true': keysReadLater(
    'isValidPost (title, slug, authorUid, author, coverUrl, body, tags, status, created, updated, published)',
  ),

  'function hasActiveProfile: exists(path) → true':
    'Without a profile, get(path).data.status is an evaluation error, which denies as false does: the ' +
    'exists() check changes no outcome. tests/rules/members.test.ts ("refuses the owner of a card who has ' +
    'no profile at all") passes on this mutant too.',
  'function hasActiveProfile: /databases/$(database)/documents/users/$(uid) with $(request.auth.uid) → /databases/$(database)/documents/users/$(request.auth.uid)':
    ownerCheckedFirst(
      'hasActiveProfile',
      'the update of members/{uid}, the create, update and delete of nameRequests/{uid}',
      'profile',
    ),
  'function isNameRequest: /databases/$(database)/documents/members/$(uid) with $(request.auth.uid) → /databases/$(database)/documents/members/$(request.auth.uid)':
    ownerCheckedFirst('isNameRequest', 'the create and update of nameRequests/{uid}', 'card'),
  'function authorCardOf: /databases/$(database)/documents/members/$(uid) with $(request.auth.uid) → /databases/$(database)/documents/members/$(request.auth.uid)':
    'Both callers (voiceCreatesPost, and the create of posts/{slug}/comments/{id}) pass request.auth.uid ' +
    'itself, so uid == request.auth.uid and both paths name the same card.',
  'function isSourceList: sources is list → true':
    'Only a list can be read by an integer index: sources[0], read by the next operand for any size, is an ' +
    'evaluation error on a map (even one with the key "0"), text, bytes, a reference or a geopoint, which ' +
    'denies as false does. (isTagList and isLabelList read index 0 only when size() > 0, so an empty map ' +
    'tells their list checks apart; sources must hold one at least.) Checked against the mutant with each ' +
    'of those values in place of the list: all refused.',
  "function isValidComment: data.keys().hasAll(['authorUid', 'author', 'body', 'created', 'updated']) → true":
    keysReadLater('isValidComment (body, updated) and of the comments’ create rule (authorUid, author, created)'),
  'function answersAComment: data.parentId is string → true':
    'Only text has matches(): on a number, a list, a map or null it is an evaluation error, which denies as ' +
    'false does. tests/rules/post-comments.test.ts ("refuses a parentId that is not the id of a comment") ' +
    'passes on this mutant too.',
  'function isFollow: data.target is string → true':
    "The next operand builds the id it must equal, data.kind + ':' + data.target: adding a number, a list, a " +
    'map or null to text is an evaluation error, which denies as false does. tests/rules/follows.test.ts ' +
    '("refuses an id that is not kind:target…") passes on this mutant too.',
  'function followsWriter: exists(card) → true':
    'Without a card, get(card).data.type is an evaluation error, which denies as false does: the exists() check ' +
    'changes no outcome. tests/rules/follows.test.ts ("refuses following oneself, a member who is not a voice, ' +
    'and an account without a card") passes on this mutant too.',
  'function isMemberLink: value is string → true':
    'As isUrl’s: only text has matches(); on a number, a list, a map or null, size() or matches() is an ' +
    'evaluation error, which denies as false does. tests/rules/members.test.ts ("refuses a fourth link, and a ' +
    'list that is not a list of text": a number in the list) passes on this mutant too.',
  'function isImageUrl: value is string → true':
    'As isUrl’s: only text has matches(); on a list, a map or a number, size() or matches() is an evaluation ' +
    'error, which denies as false does. tests/rules/albums.test.ts ("refuse an image address in a list or a ' +
    'map") and tests/rules/addresses.test.ts (a map in each image field) pass on this mutant too.',
  'function isUrl: value is string → true':
    'Only text has matches(): on a list, a map or a number, size() or matches() is an evaluation error, which ' +
    'denies as false does. tests/rules/albums.test.ts ("refuse an image address in a list or a map") passes ' +
    'on this mutant too.',

  'function isValidContactMessage: data.expiresAt is timestamp → true':
    'The next operands compare expiresAt with request.time plus a duration: for any value but a timestamp ' +
    'that comparison is an evaluation error, which denies as false does. tests/rules/contact-messages.test.ts ' +
    '("refuses … an expiry that is not a time") passes on this mutant too.',
  "function isValidContactMessage: data.expiresAt > request.time + duration.value(700, 'd') → data.expiresAt >= request.time + duration.value(700, 'd')":
    'The two differ only for an expiry exactly 700 days after request.time, the server time of the write to the ' +
    'microsecond, which no client (and no test) can know in advance to write.',
  "function isValidContactMessage: data.expiresAt < request.time + duration.value(760, 'd') → data.expiresAt <= request.time + duration.value(760, 'd')":
    'The two differ only for an expiry exactly 760 days after request.time, the server time of the write to the ' +
    'microsecond, which no client (and no test) can know in advance to write.',
  "function isRateStep: request.time >= before.windowStart + duration.value(limit[1], 'm') → request.time > before.windowStart + duration.value(limit[1], 'm')":
    'The two differ only for a step exactly one window after the last window opened, to the microsecond of the ' +
    'server time of that write, which no client (and no test) can aim at.',
  'function isRateStep: before != null → true':
    'With no earlier entry (before == null), the operand after it reads before.windowStart: an evaluation error, ' +
    'which denies as false does, so the same-window branch still grants nothing; the first step passes by the ' +
    'new-window branch either way. tests/rules/rate-limits.test.ts passes on this mutant too.',
  "function withinCommentWindow: request.time < resource.data.created + duration.value(15, 'm') → request.time <= resource.data.created + duration.value(15, 'm')":
    'The two differ only for a write exactly 15 minutes after the comment was created, to the microsecond of ' +
    'the server time of that write, which no client (and no test) can aim at.',
  'allow update /reports/{id}: isAdmin() → true':
    'isReportDismissal ends with audited(), which needs the audit entry written in the same commit, and ' +
    "auditLog's create allows that only to an admin (isAdmin): a member's dismissal fails there. " +
    'tests/rules/reports.test.ts ("refuses members any change") passes on this mutant too; isAdmin() stays ' +
    'for the reader.',
  ...auditedAdminWrites('/insights/{id}', 'insights'),
  'allow update /contactMessages/{id}: isAdmin() → true': auditedByAdmin(
    'contact-inbox',
    'nobody else may mark a message, whatever their standing',
  ),
  'allow delete /contactMessages/{id}: isAdmin() → true': auditedByAdmin(
    'contact-inbox',
    'only an admin deletes a message',
  ),
  'function isHandledMark: data.handled is bool → true':
    "The update's audited() names its action by request.resource.data.handled ? 'markContactHandled' : " +
    "'markContactUnhandled': a condition that is not a boolean is an evaluation error, which denies as false does. " +
    'tests/rules/contact-inbox.test.ts ("… or a non-boolean") passes on this mutant too.',
  "allow update /contactSenders/{uid}: request.time >= resource.data.last + duration.value(60, 's') → request.time > resource.data.last + duration.value(60, 's')":
    atTheMicrosecond('a message exactly a minute after the last'),
  "function voiceCreatesPost: ['draft', 'submitted'] → ['draft', 'submitted', 'returned']":
    "A returned post must hold its editors' note (hasReviewNote: a reviewNote of 1 to 2,000 characters), and " +
    "voiceCreatesPost refuses any reviewNote (!('reviewNote' in data)): a voice's new post can never be returned, " +
    'with or without the mutant.',
  'function isUsableImage: resource != null → true':
    'On a create (resource null) the mutant reads resource.data: an evaluation error, and `error || x` is x, ' +
    'as `false || x` is: the next operands decide alone, as they do on the real rules. On an update resource is never null.',
  'function isBoardMembersCard: resource != null → true':
    'On a create (resource null) the mutant reads resource.data: an evaluation error, and `error || x` is x, ' +
    'as `false || x` is: the card’s exists() decides alone, as it does on the real rules. On an update resource is never null.',
  'function isUsableImage: value is string → true':
    'For a value that is not text, the mutant calls matches() on it: an evaluation error where the real rules ' +
    'answer true here. Every caller also checks the field with isImageUrl or isOptionalImageUrl, which refuse ' +
    'anything but text, so both deny the write. tests/rules/members.test.ts ("… and no other path or value": a portrait of 42) passes on this mutant too.',
  'function isUsableImage: exists(uploadRecordOf(value)) → true':
    'Without the record, fitsUpload reads get() of a missing document: an evaluation error, which denies as the ' +
    'false of exists() does. tests/rules/media.test.ts ("… a missing one and one named by another size") passes on this mutant too.',
  'function hasCoverAlt: resource != null → true':
    'On a create (resource null) the mutant reads resource.data.coverUrl: an evaluation error, so ' +
    '`isAltText(alt) || error` grants only when isAltText(alt) does, as `isAltText(alt) || false` does: a new ' +
    'cover needs its alt text either way. On an update resource is never null.',
  'function isUsableImage: isUploadAddress(value) → true':
    'A /media/ value that is no upload’s address fails the next two operands anyway: uploadRecordOf names no ' +
    'record (exists() is false) or reads past the end of the split path (an evaluation error), and fitsUpload ' +
    'compares the value with the record’s own address, which uploadImage writes well-formed. It stays so that ' +
    'the get() reads a well-formed path; tests/rules/media.test.ts holds its pattern to the model’s.',
  'function isActiveMember: signedIn() → true': authGuard("memberProfile()'s path (users/$(request.auth.uid))"),
  ...auditedAdminWrites('/teamMembers/{id}', 'team-members'),
  'allow delete /posts/{slug}: isAdmin() → true': auditedByAdmin(
    'posts',
    'refuses everyone else a member’s unpublished or published post',
  ),
  'allow delete /posts/{slug}/comments/{id}: isAdmin() → true': auditedByAdmin(
    'post-comments',
    'refuses everyone else but admins, who remove any comment, old or on a closed post',
  ),
  'allow create /libraryItems/{id}: isAdmin() → true': auditedByAdmin(
    'library-items',
    'is for admins, with a valid item',
  ),
  'allow update /libraryItems/{id}: isAdmin() → true': auditedByAdmin('library-items', 'are for admins only'),
  'allow delete /libraryItems/{id}: isAdmin() → true': auditedByAdmin('library-items', 'are for admins only'),
  'allow create /bannedBooks/{id}: isAdmin() → true': auditedByAdmin(
    'banned-books',
    'refuses a member approving their own proposal or proposing in someone else’s name',
  ),
  'allow update /bannedBooks/{id}: isAdmin() → true': auditedByAdmin(
    'banned-books',
    'refuses every member an edit, the proposer included',
  ),
  'allow delete /bannedBooks/{id}: isAdmin() → true': auditedByAdmin(
    'banned-books',
    'refuses a delete to everyone but the proposer and admins',
  ),
  ...auditedAdminWrites('/albums/{albumId}', 'albums', 'are for admins only: create, update (publish), delete'),
  // A photo's move (movedInItsAlbum) and an album's deletion (goesWithItsAlbum) read that same entry.
  ...auditedAdminWrites('/albums/{albumId}/photos/{photoId}', 'albums', 'are for admins only'),
  ...auditedAdminWrites(
    '/advisoryMembers/{id}',
    'advisory-members',
    'is written by admins only: create, update, delete',
  ),
  'allow create /auditLog/{id}: isAdmin() → true':
    "isAuditEntry asks that the writer's auditHeads/{uid} point at the entry after the commit, and that head " +
    'is written only by its admin (isOwner(uid) && isAdmin()): a member has none, and reading a field of the ' +
    'missing document is an evaluation error, which denies. tests/rules/audit-log.test.ts ("refuses an entry ' +
    'beside a member’s own write, which stands alone") passes on this mutant too.',
  "function authorEditsPost: ['title', 'coverUrl', 'coverAlt', 'body', 'tags', 'status', 'updated'] → ['title', 'coverUrl', 'coverAlt', 'body', 'tags', 'status', 'updated', 'commentCount']":
    'The update of posts/{slug} also asks keepsCommentCount(): no client write may change commentCount, the ' +
    'author’s included, so letting the author’s list name it grants nothing. tests/rules/post-comments.test.ts ' +
    '("lets no client write the comment count, admins included…") passes on this mutant too.',
  "function authorEditsPost: ['title', 'coverUrl', 'coverAlt', 'body', 'tags', 'status', 'updated'] → ['title', 'coverUrl', 'coverAlt', 'body', 'tags', 'status', 'updated', 'searchWords']":
    'isValidPost, which authorEditsPost asks next, keeps searchWords as stored (searchWordsKept): no client write ' +
    'may change them, so letting the author’s list name them grants nothing.',
  'function writtenInThisRequest: existsAfter(doc) → true':
    'Every create action of auditedActions() names its target by a field (title, name, photo), so isAuditDetails, ' +
    'asked next, reads getAfter(doc).data: for a target that does not exist after the commit that is a field of ' +
    'null, an evaluation error, which denies. A target that exists after and not before was created, as the real ' +
    'rule asks. tests/rules/audit-log.test.ts ("refuses an entry whose target is not created, deleted or changed…") ' +
    'passes on this mutant too.',
  'function isAuditEntry: action != null → true':
    'The next operand reads action[0] (entry.target.matches(action[0])): for an action auditedActions() does not ' +
    'know, action is null and that read an evaluation error, which denies as false does. tests/rules/audit-log.test.ts ' +
    '("refuses an action no client records…") passes on this mutant too.',
};
