import { fieldsOf } from './fields.js';

/**
 * The company's insight pages, each a kind of item (firestore.rules: insightKinds). Each has its
 * page at /insights/<kind> (web: features/site/routes.ts), and its heading and lead in the web's content.
 */
export const INSIGHT_KINDS = ['news', 'writing-samples', 'proposals', 'creative', 'articles', 'press'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/**
 * insights/{id}: a piece of news, a writing sample, a proposal, a creative piece, an article or a
 * press item, written by the company's admins and shown in full on its kind's page once published.
 */
export type InsightItem<Time> = {
  kind: InsightKind;
  title: string;
  /** The day it is dated, newest first on its page. */
  date: Time;
  /** Who wrote it, or the outlet for press. */
  byline: string;
  summary: string;
  /** Paragraphs, separated by a blank line. */
  body: string;
  /** Labels such as the genre or the client's sector. */
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

/** A body's paragraphs, as its page shows them. */
export const insightParagraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
