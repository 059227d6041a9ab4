import { fieldsOf } from './fields.js';

/** Each has its page at /insights/<kind> (firestore.rules: insightKinds). */
export const INSIGHT_KINDS = ['news', 'writing-samples', 'proposals', 'creative', 'articles', 'press'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export type InsightItem<Time> = {
  kind: InsightKind;
  title: string;
  date: Time;
  /** Who wrote it, or the outlet for press. */
  byline: string;
  summary: string;
  body: string;
  tags: string[];
  published: boolean;
  created: Time;
  updated: Time;
};

export const INSIGHT_ITEM_FIELDS = fieldsOf<InsightItem<unknown>>()(
  'kind',
  'title',
  'date',
  'byline',
  'summary',
  'body',
  'tags',
  'published',
  'created',
  'updated',
);

export const insightParagraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
