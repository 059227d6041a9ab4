import { fieldsOf } from './fields.js';

// Admin rights (the claim and admins/{uid}) and the audit log. Why: docs/decisions/0001-admin-rights-and-audited-writes.md

/** admins/{uid}: written and deleted only with the Admin SDK; its owner may read it (the web's check). */
export type AdminRecord<Time = unknown> = {
  granted: Time;
  /** The uid of the admin who granted them, or GRANTED_OUTSIDE_THE_APP's values. */
  grantedBy: string;
};

export const ADMIN_RECORD_FIELDS = fieldsOf<AdminRecord>()('granted', 'grantedBy');

/** Who grants admin rights when no admin of the app does: the command line and the demo seed. */
export const GRANTED_OUTSIDE_THE_APP = { commandLine: 'admin:grant', seed: 'seed' } as const;

/** What an admin asks manageMember to do to one account; each is recorded under its own name. */
export const MANAGE_ACTIONS = [
  'setType',
  'suspend',
  'reinstate',
  'removeCard',
  'restoreCard',
  'editCard',
  'grantAdmin',
  'revokeAdmin',
  'deleteAccount',
] as const;

export type ManageAction = (typeof MANAGE_ACTIONS)[number];

/** What reviewMember, manageMember and reviewNameRequest record (Admin SDK, in the function's own transaction). */
export const MEMBER_AUDIT_ACTIONS = [
  'approveMember',
  'declineMember',
  ...MANAGE_ACTIONS,
  'approveName',
  'declineName',
] as const;

/** What an admin's write from the web app records; `create…`/`delete…` must create/delete its target (isAuditEntry). */
export const CONTENT_AUDIT_ACTIONS = [
  'createPost',
  'editPost',
  'publishPost',
  'unpublishPost',
  'returnPost',
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
  'declineBannedBook',
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
  'createInsight',
  'editInsight',
  'deleteInsight',
  'createTeamMember',
  'editTeamMember',
  'deleteTeamMember',
  'markContactHandled',
  'markContactUnhandled',
  'deleteContactMessage',
  'dismissReport',
] as const;

export type MemberAuditAction = (typeof MEMBER_AUDIT_ACTIONS)[number];
export type ContentAuditAction = (typeof CONTENT_AUDIT_ACTIONS)[number];
export type AuditAction = MemberAuditAction | ContentAuditAction;

export const AUDIT_ACTIONS: readonly AuditAction[] = [...MEMBER_AUDIT_ACTIONS, ...CONTENT_AUDIT_ACTIONS];

/** auditLog/{id}: one admin action; `target` is a member's uid, or the written document's path. */
export type AuditEntry<Time = unknown> = {
  actor: string;
  target: string;
  action: AuditAction;
  /** The member actions' particulars ({ from, to }…); for content, the document's `name` (never a person's). */
  details: Record<string, unknown>;
  at: Time;
};

export const AUDIT_ENTRY_FIELDS = fieldsOf<AuditEntry>()('actor', 'target', 'action', 'details', 'at');

/** auditHeads/{uid}: the admin's latest entry, through which the rules find it. */
export type AuditHead = {
  entry: string;
};

export const AUDIT_HEAD_FIELDS = fieldsOf<AuditHead>()('entry');
