export {
  AUDIT_ACTIONS,
  CONTENT_AUDIT_ACTIONS,
  GRANTED_OUTSIDE_THE_APP,
  MEMBER_AUDIT_ACTIONS,
  type AdminRecord,
  type AuditAction,
  type AuditEntry,
  type AuditHead,
  type ContentAuditAction,
  type MemberAuditAction,
} from './audit.js';
export { COLLECTIONS, type CollectionName } from './collections.js';
export {
  CONTACT_COLLECTION,
  CONTACT_RETENTION_DAYS,
  CONTACT_RETENTION_SLACK_DAYS,
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
  type ContactTopic,
} from './contact.js';
export { excerpt } from './excerpt.js';
export { LIMITS } from './limits.js';
export {
  RATE_ACTIONS,
  RATE_LIMITS_COLLECTION,
  nextRateStep,
  rateStepFields,
  rateTargets,
  type RateAction,
  type RateEntry,
  type RateStep,
} from './rate-limits.js';
export { MAIL_RETENTION_DAYS } from './mail.js';
export {
  MEMBER_KINDS,
  MEMBER_STATUSES,
  MEMBER_TYPES,
  isMemberKind,
  isMemberStatus,
  isMemberType,
  type MemberKind,
  type MemberStatus,
  type MemberType,
} from './members.js';
export {
  POST_TAGS_STATS_ID,
  SEARCH_KEYS_CAP,
  SEARCH_PREFIX_MAX,
  SEARCH_PREFIX_MIN,
  SEARCH_PREFIX_MIN_SYLLABIC,
  SEARCH_WORDS_CAP,
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
export { IMAGE_PATH_PREFIXES, IMAGE_URL_PATTERN } from './images.js';
export { TAG_PATTERN, isTag, normalizeTag } from './tags.js';
export {
  DELETED_MEMBER,
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
  postShareImagePath,
} from './share-image.js';
