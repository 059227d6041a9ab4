import { fieldsOf, someFieldsOf } from './fields.js';

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
  /** Kept by the search trigger alone (search.ts). */
  searchWords?: string[];
};

/** The keys every item holds (firestore.rules: isValidInsight). */
export const INSIGHT_ITEM_REQUIRED_FIELDS = someFieldsOf<InsightItem<unknown>>()(
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

export const INSIGHT_ITEM_FIELDS = fieldsOf<InsightItem<unknown>>()(...INSIGHT_ITEM_REQUIRED_FIELDS, 'searchWords');

export const insightParagraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
