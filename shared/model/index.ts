export { type DeleteAccountResult } from './account.js';
export {
  ADVISORY_LINK_FIELDS,
  ADVISORY_MEMBER_FIELDS,
  type AdvisoryLink,
  type AdvisoryMember,
} from './advisory-members.js';
export {
  ALBUM_FIELDS,
  ALBUM_REQUIRED_FIELDS,
  PHOTO_FIELDS,
  PHOTO_MOVE_FIELDS,
  photoName,
  type Album,
  type Photo,
} from './albums.js';
export {
  ADMIN_RECORD_FIELDS,
  AUDIT_ACTIONS,
  AUDIT_ENTRY_FIELDS,
  AUDIT_HEAD_FIELDS,
  CONTENT_AUDIT_ACTIONS,
  GRANTED_OUTSIDE_THE_APP,
  MANAGE_ACTIONS,
  MEMBER_AUDIT_ACTIONS,
  type AdminRecord,
  type AuditAction,
  type AuditEntry,
  type AuditHead,
  type ContentAuditAction,
  type ManageAction,
  type MemberAuditAction,
} from './audit.js';
export {
  BANNED_BOOK_FIELDS,
  BANNED_BOOK_REQUIRED_FIELDS,
  BANNED_BOOK_STATUSES,
  type BannedBook,
  type BannedBookStatus,
} from './banned-books.js';
export { COLLECTIONS, type CollectionName } from './collections.js';
export { COMMENT_EDIT_FIELDS, COMMENT_FIELDS, type Comment } from './comments.js';
export {
  CONTACT_COLLECTION,
  CONTACT_HANDLED_FIELDS,
  CONTACT_MESSAGE_FIELDS,
  CONTACT_MESSAGE_REQUIRED_FIELDS,
  CONTACT_RETENTION_DAYS,
  CONTACT_RETENTION_SLACK_DAYS,
  CONTACT_SENDER_FIELDS,
  CONTACT_SENDER_LIMIT,
  CONTACT_SENDERS_COLLECTION,
  contactLimits,
  contactMessageId,
  contactTopics,
  contactTopicValues,
  isContactTopic,
  toContactDocument,
  type ContactDocument,
  type ContactMessage,
  type ContactSender,
  type ContactTopic,
  type StoredContactMessage,
} from './contact.js';
export { clip, excerpt } from './excerpt.js';
export { fieldsOf, someFieldsOf } from './fields.js';
export {
  INSIGHT_ITEM_FIELDS,
  INSIGHT_KINDS,
  insightParagraphs,
  type InsightItem,
  type InsightKind,
} from './insights.js';
export {
  LIBRARY_CATEGORIES,
  LIBRARY_ITEM_FIELDS,
  LIBRARY_ITEM_REQUIRED_FIELDS,
  type LibraryCategory,
  type LibraryItem,
} from './library-items.js';
export { LIMITS } from './limits.js';
export { MAIL_FIELDS, MAIL_RETENTION_DAYS, type MailDocument, type MailMessage } from './mail.js';
export {
  ADMIN_MAIL_KINDS,
  MAIL_KINDS,
  MEMBER_MAIL_KINDS,
  MAIL_PREFERENCES_FIELDS,
  MAIL_PREFERENCES_PATH,
  MAIL_PREFERENCE_MEMBER_FIELDS,
  UNSUBSCRIBE_ENDPOINT_PATH,
  UNSUBSCRIBE_PAGE_PATH,
  parseUnsubscribeQuery,
  receives,
  unsubscribeQuery,
  type MailKind,
  type MailPreferences,
  type MemberMailKind,
  type UnsubscribeLink,
} from './mail-preferences.js';
export { MEMBER_NOTIFICATION_FIELDS, NOTICE_LINKS, type MemberNotification } from './notifications.js';
export {
  REPORT_DECISION_FIELDS,
  REPORT_FIELDS,
  REPORT_NEW_FIELDS,
  REPORT_STATUSES,
  reportId,
  type Report,
  type ReportStatus,
} from './reports.js';
export {
  RATE_ACTIONS,
  RATE_ENTRY_FIELDS,
  RATE_LIMITS_COLLECTION,
  nextRateStep,
  rateStepFields,
  rateTargets,
  type RateAction,
  type RateEntry,
  type RateLimits,
  type RateStep,
} from './rate-limits.js';
export {
  CARD_HOLD_REASONS,
  HELD_CARD_FIELDS,
  MEMBER_CARD_EDIT_FIELDS,
  MEMBER_CARD_FIELDS,
  MEMBER_KINDS,
  MEMBER_STATUSES,
  MEMBER_TYPES,
  isMemberKind,
  isMemberStatus,
  isMemberType,
  type CardHoldReason,
  type HeldCard,
  type MemberCard,
  type MemberKind,
  type MemberStatus,
  type MemberType,
} from './members.js';
export {
  BYLINE_FIELDS,
  EDITORIAL_AUTHOR_TYPE,
  POST_AUTHOR_EDIT_FIELDS,
  POST_DERIVED_FIELDS,
  POST_FIELDS,
  POST_OPTIONAL_FIELDS,
  POST_REQUIRED_FIELDS,
  POST_STATUSES,
  readPost,
  type Byline,
  type Post,
  type PostStatus,
} from './posts.js';
export {
  SEARCH_KEYS_CAP,
  SEARCH_PREFIX_MAX,
  SEARCH_PREFIX_MIN,
  SEARCH_PREFIX_MIN_SYLLABIC,
  SEARCH_WORDS_CAP,
  accountSearchWords,
  bannedBookSearchWords,
  countPostTags,
  foldForSearch,
  leadingWord,
  matchesQuery,
  matchesSearchWords,
  postSearchWords,
  queryKey,
  searchKeys,
  shortestPrefix,
  wordsForSearch,
} from './search.js';
export { POST_TAGS_STATS_FIELDS, POST_TAGS_STATS_ID, type PostTagsStats } from './stats.js';
export { IMAGE_PATH_PREFIXES, IMAGE_URL_PATTERN } from './images.js';
export {
  IMAGE_FIELDS,
  IMAGE_FORMATS,
  IMAGE_PURPOSES,
  IMAGE_PURPOSE_NAMES,
  MEDIA_COLLECTION,
  MEDIA_PATH_PREFIX,
  MEDIA_RECORD_FIELDS,
  POST_COVER_SIZES,
  UNATTACHED_UPLOAD_HOURS,
  UPLOAD_LIMITS,
  imageWidths,
  isImagePurpose,
  mediaAddress,
  mediaFile,
  mediaHeightAt,
  mediaIdOf,
  mediaSrcset,
  parseMediaAddress,
  type ImageExtension,
  type ImageFields,
  type ImagePurpose,
  type MediaImage,
  type MediaRecord,
} from './media.js';
export { TAG_PATTERN, isTag, normalizeTag } from './tags.js';
export { TEAM_MEMBER_FIELDS, type TeamMember } from './team-members.js';
export {
  DELETED_MEMBER,
  NAME_REQUEST_FIELDS,
  NAME_REQUEST_MEMBER_FIELDS,
  NAME_REQUEST_STATUSES,
  RESERVED_BRANDS,
  RESERVED_NAME_PATTERN,
  RESERVED_WORDS,
  isReservedName,
  type NameRequest,
  type NameRequestStatus,
} from './names.js';
export {
  POST_SHARE_IMAGE_EXTENSION,
  POST_SHARE_IMAGE_PATH,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  coverPreview,
  postPreviewImage,
  postShareImagePath,
  type PreviewImage,
  type PreviewedPost,
} from './share-image.js';
export { USER_APPLICATION_FIELDS, USER_FIELDS, USER_INITIAL_FIELDS, type UserProfile } from './users.js';
