import { fieldsOf } from './fields.js';

// Admin rights (the claim and admins/{uid}) and the audit log. Why: docs/decisions/0001-admin-rights-and-audited-writes.md

/** admins/{uid}: written and deleted only with the Admin SDK; its owner may read it (the web's check). */
export type AdminRecord<Time = unknown> = {
  /** When the rights were granted (the server's time). */
  granted: Time;
  /** The uid of the admin who granted them, or GRANTED_OUTSIDE_THE_APP's values. */
  grantedBy: string;
};

export const ADMIN_RECORD_FIELDS = fieldsOf<AdminRecord>()('granted', 'grantedBy');

/** Who grants admin rights when no admin of the app does: the command line and the demo seed. */
export const GRANTED_OUTSIDE_THE_APP = { commandLine: 'admin:grant', seed: 'seed' } as const;

/** What reviewMember, manageMember and reviewNameRequest record (Admin SDK, in the function's own transaction). */
export const MEMBER_AUDIT_ACTIONS = [
  'approveMember',
  'declineMember',
  'setType',
  'suspend',
  'reinstate',
  'removeCard',
  'grantAdmin',
  'revokeAdmin',
  'approveName',
  'declineName',
] as const;

/**
 * What an admin's direct write from the web app records. firestore.rules computes the action from
 * the write and refuses it unless its entry names that action; a name starting with `create` or
 * `delete` must create or delete its target, any other must change it (isAuditEntry).
 */
export const CONTENT_AUDIT_ACTIONS = [
  'createPost',
  'editPost',
  'publishPost',
  'unpublishPost',
  'closeComments',
  'reopenComments',
  'deletePost',
  'deleteComment',
  'createLibraryItem',
  'editLibraryItem',
  'deleteLibraryItem',
  'createBannedBook',
  'editBannedBook',
  'approveBannedBook',
  'deleteBannedBook',
  'createAlbum',
  'editAlbum',
  'publishAlbum',
  'unpublishAlbum',
  'deleteAlbum',
  'createPhoto',
  'editPhoto',
  'movePhoto',
  'deletePhoto',
  'createAdvisoryMember',
  'editAdvisoryMember',
  'deleteAdvisoryMember',
  'markContactHandled',
  'markContactUnhandled',
  'deleteContactMessage',
] as const;

export type MemberAuditAction = (typeof MEMBER_AUDIT_ACTIONS)[number];
export type ContentAuditAction = (typeof CONTENT_AUDIT_ACTIONS)[number];
export type AuditAction = MemberAuditAction | ContentAuditAction;

export const AUDIT_ACTIONS: readonly AuditAction[] = [...MEMBER_AUDIT_ACTIONS, ...CONTENT_AUDIT_ACTIONS];

/**
 * auditLog/{id}: one admin action. `actor` is the admin's uid (or a GRANTED_OUTSIDE_THE_APP value);
 * `target` is a member's uid for the member actions, the document's path for the content actions
 * ('posts/<slug>', 'albums/<id>/photos/<id>'). Nobody updates or deletes an entry from a client.
 */
export type AuditEntry<Time = unknown> = {
  actor: string;
  target: string;
  action: AuditAction;
  /**
   * The member actions' particulars ({ from, to }, { type }…); for content, `name`: the title, name or
   * caption the document had (none for comments and contact messages, which name a person).
   */
  details: Record<string, unknown>;
  /** The server's time of the action. */
  at: Time;
};

export const AUDIT_ENTRY_FIELDS = fieldsOf<AuditEntry>()('actor', 'target', 'action', 'details', 'at');

/**
 * auditHeads/{uid}: the admin's latest audit entry, written in the same commit as the entry and the
 * write it records; the rules find the entry through it (one audited write per commit).
 */
export type AuditHead = {
  entry: string;
};

export const AUDIT_HEAD_FIELDS = fieldsOf<AuditHead>()('entry');
