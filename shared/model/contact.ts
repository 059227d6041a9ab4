/**
 * The shape of a document in `contactMessages`, shared by the form, the write and the rules
 * tests, so that the client and firestore.rules cannot drift apart unnoticed. Keep in step with
 * the `match /contactMessages/{id}` block of firestore.rules.
 */
import { COLLECTIONS } from './collections.js';
import { LIMITS } from './limits.js';

export const CONTACT_COLLECTION = COLLECTIONS.contactMessages;

export const contactLimits = LIMITS.contact;

export const contactTopics = [
  { value: 'general' },
  { value: 'editing' },
  { value: 'writing' },
  { value: 'grants' },
  { value: 'practices' },
  { value: 'community' },
  { value: 'donation' },
  { value: 'press' },
] as const;

export type ContactTopic = (typeof contactTopics)[number]['value'];

export const contactTopicValues = contactTopics.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];

export function isContactTopic(value: string | null): value is ContactTopic {
  return contactTopicValues.some((topic) => topic === value);
}

export interface ContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

/** The stored fields, without `created` (the server sets it: see sendContactMessage). */
export function toContactDocument(values: ContactMessage): ContactMessage {
  return { name: values.name.trim(), email: values.email.trim(), topic: values.topic, message: values.message.trim() };
}
