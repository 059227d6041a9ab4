import { COLLECTIONS } from './collections.js';
import { fieldsOf, someFieldsOf } from './fields.js';
import { LIMITS } from './limits.js';

export const CONTACT_COLLECTION = COLLECTIONS.contactMessages;

export const contactLimits = LIMITS.contact;

export const CONTACT_SENDERS_COLLECTION = COLLECTIONS.contactSenders;

/** A session may send once a minute, `perSession` in all (the rules: match /contactSenders/{uid}). */
export const CONTACT_SENDER_LIMIT = { intervalSeconds: 60, perSession: 5 } as const;

/** removeAnonymousSessions deletes an anonymous session and its counter after this (the privacy policy). */
export const ANONYMOUS_SESSION_HOURS = 24;

/** `<session uid>-<count>`: the rules require it (countedSender), so one counter step, one message. */
export function contactMessageId(uid: string, count: number): string {
  return `${uid}-${count}`;
}

export const contactTopics = [
  { value: 'general' },
  { value: 'editing' },
  { value: 'writing' },
  { value: 'grants' },
  { value: 'practices' },
  { value: 'community' },
  { value: 'donation' },
  { value: 'press' },
  { value: 'privacy' },
] as const;

export type ContactTopic = (typeof contactTopics)[number]['value'];

export const contactTopicValues = contactTopics.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];

export function isContactTopic(value: string | null): value is ContactTopic {
  return contactTopicValues.some((topic) => topic === value);
}

export type ContactMessage = {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
};

/** Kept two years (TTL on `expiresAt`); the slack lets a visitor's wrong clock through the rules. */
export const CONTACT_RETENTION_DAYS = 730;
export const CONTACT_RETENTION_SLACK_DAYS = 30;

export type ContactDocument = ContactMessage & {
  expiresAt: Date;
};

export type StoredContactMessage<Time> = ContactMessage & {
  created: Time;
  expiresAt: Time;
  handled?: boolean;
  handledBy?: string;
  handledAt?: Time;
};

export const CONTACT_MESSAGE_REQUIRED_FIELDS = someFieldsOf<StoredContactMessage<unknown>>()(
  'name',
  'email',
  'topic',
  'message',
  'created',
  'expiresAt',
);

export const CONTACT_HANDLED_FIELDS = someFieldsOf<StoredContactMessage<unknown>>()(
  'handled',
  'handledBy',
  'handledAt',
);

export const CONTACT_MESSAGE_FIELDS = fieldsOf<StoredContactMessage<unknown>>()(
  ...CONTACT_MESSAGE_REQUIRED_FIELDS,
  ...CONTACT_HANDLED_FIELDS,
);

export type ContactSender<Time> = {
  last: Time;
  count: number;
};

export const CONTACT_SENDER_FIELDS = fieldsOf<ContactSender<unknown>>()('last', 'count');

/** The stored fields, without `created` (the server sets it: see sendContactMessage). */
export function toContactDocument(values: ContactMessage, now: Date = new Date()): ContactDocument {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    topic: values.topic,
    message: values.message.trim(),
    expiresAt: new Date(now.getTime() + CONTACT_RETENTION_DAYS * 24 * 60 * 60 * 1000),
  };
}
