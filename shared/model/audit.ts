import { fieldsOf } from './fields.js';

// Why: docs/decisions/0001-admin-rights-and-audited-writes.md

/** admins/{uid}: written and deleted only with the Admin SDK; its owner may read it (the web's check). */
export type AdminRecord<Time = unknown> = {
  granted: Time;
  grantedBy: string;
};

export const ADMIN_RECORD_FIELDS = fieldsOf<AdminRecord>()('granted', 'grantedBy');

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

export type AuditedWrite = 'create' | 'change' | 'delete';

/** The target field `details.name` copies; '' names nothing (comments, messages, reports: people's). */
export type AuditedName = 'title' | 'name' | 'photo' | '';

const audited = <Target extends string>(target: Target, write: AuditedWrite, name: AuditedName) => ({
  target,
  write,
  name,
});

/** firestore.rules holds a copy (auditedActions, compared by tools/rules-model) and refuses any other entry. */
export const CONTENT_AUDIT_TARGETS = {
  createPost: audited('posts/{id}', 'create', 'title'),
  editPost: audited('posts/{id}', 'change', 'title'),
  publishPost: audited('posts/{id}', 'change', 'title'),
  unpublishPost: audited('posts/{id}', 'change', 'title'),
  returnPost: audited('posts/{id}', 'change', 'title'),
  closeComments: audited('posts/{id}', 'change', 'title'),
  reopenComments: audited('posts/{id}', 'change', 'title'),
  deletePost: audited('posts/{id}', 'delete', 'title'),
  deleteComment: audited('posts/{id}/comments/{id}', 'delete', ''),
  createLibraryItem: audited('libraryItems/{id}', 'create', 'title'),
  editLibraryItem: audited('libraryItems/{id}', 'change', 'title'),
  deleteLibraryItem: audited('libraryItems/{id}', 'delete', 'title'),
  createBannedBook: audited('bannedBooks/{id}', 'create', 'title'),
  editBannedBook: audited('bannedBooks/{id}', 'change', 'title'),
  approveBannedBook: audited('bannedBooks/{id}', 'change', 'title'),
  declineBannedBook: audited('bannedBooks/{id}', 'change', 'title'),
  deleteBannedBook: audited('bannedBooks/{id}', 'delete', 'title'),
  createAlbum: audited('albums/{id}', 'create', 'title'),
  editAlbum: audited('albums/{id}', 'change', 'title'),
  publishAlbum: audited('albums/{id}', 'change', 'title'),
  unpublishAlbum: audited('albums/{id}', 'change', 'title'),
  deleteAlbum: audited('albums/{id}', 'delete', 'title'),
  createPhoto: audited('albums/{id}/photos/{id}', 'create', 'photo'),
  editPhoto: audited('albums/{id}/photos/{id}', 'change', 'photo'),
  movePhoto: audited('albums/{id}/photos/{id}', 'change', 'photo'),
  deletePhoto: audited('albums/{id}/photos/{id}', 'delete', 'photo'),
  createAdvisoryMember: audited('advisoryMembers/{id}', 'create', 'name'),
  editAdvisoryMember: audited('advisoryMembers/{id}', 'change', 'name'),
  deleteAdvisoryMember: audited('advisoryMembers/{id}', 'delete', 'name'),
  createInsight: audited('insights/{id}', 'create', 'title'),
  editInsight: audited('insights/{id}', 'change', 'title'),
  deleteInsight: audited('insights/{id}', 'delete', 'title'),
  createTeamMember: audited('teamMembers/{id}', 'create', 'name'),
  editTeamMember: audited('teamMembers/{id}', 'change', 'name'),
  deleteTeamMember: audited('teamMembers/{id}', 'delete', 'name'),
  markContactHandled: audited('contactMessages/{id}', 'change', ''),
  markContactUnhandled: audited('contactMessages/{id}', 'change', ''),
  deleteContactMessage: audited('contactMessages/{id}', 'delete', ''),
  dismissReport: audited('reports/{id}', 'change', ''),
} as const;

export type ContentAuditAction = keyof typeof CONTENT_AUDIT_TARGETS;

export const CONTENT_AUDIT_ACTIONS = Object.keys(CONTENT_AUDIT_TARGETS) as ContentAuditAction[];

export type MemberAuditAction = (typeof MEMBER_AUDIT_ACTIONS)[number];
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

export type AuditHead = {
  entry: string;
};

export const AUDIT_HEAD_FIELDS = fieldsOf<AuditHead>()('entry');
