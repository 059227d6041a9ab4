import { auditedCollection, setPublishedAudited } from '@/lib/firebase/audited-write';
import {
  loadFirestore,
  orderedBy,
  queryPage,
  textsOf,
  toDate,
  type Cursor,
  type Page,
} from '@/lib/firebase/load-firestore';
import { COLLECTIONS, INSIGHT_KINDS, LIMITS, type InsightItem, type InsightKind } from '@/lib/model';

/** insights/{id} (shared/model/insights.ts) as the app shows it: with its id, without `created` and `updated`. */
export type Insight = Omit<InsightItem<Date | null>, 'created' | 'updated'> & { id: string };

export function insightFromSnapshot(snapshot: Cursor): Insight {
  const data = snapshot.data();
  const kind = INSIGHT_KINDS.find((known) => known === data.kind) ?? 'news';
  return {
    id: snapshot.id,
    kind,
    ...textsOf(data, ['title', 'byline', 'summary', 'body']),
    date: toDate(data.date),
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    published: data.published === true,
  };
}

/** A kind's page holds all its published items, newest first, in one query (the rules' cap). */
export const INSIGHTS_CAP = LIMITS.query.insights;

async function publishedOf(kind: InsightKind, count: number): Promise<Insight[]> {
  const { collection, db, getDocs, limit, orderBy, query, where } = await loadFirestore();
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.insights),
      where('kind', '==', kind),
      where('published', '==', true),
      orderBy('date', 'desc'),
      limit(count),
    ),
  );
  return snapshot.docs.map(insightFromSnapshot);
}

/** The published items of one kind, newest first. */
export const fetchInsightsOf = (kind: InsightKind): Promise<Insight[]> => publishedOf(kind, INSIGHTS_CAP);

/** One published item of `kind`; null when there is none at that id, it is of another kind, or it is not published. */
export async function fetchInsight(kind: InsightKind, id: string): Promise<Insight | null> {
  const { db, doc, getDoc } = await loadFirestore();
  try {
    const snapshot = await getDoc(doc(db, COLLECTIONS.insights, id));
    if (!snapshot.exists()) return null;
    const item = insightFromSnapshot(snapshot);
    return item.kind === kind && item.published ? item : null;
  } catch (error) {
    // The rules refuse an unpublished item to a visitor: for them it is not there.
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

/** The newest published title of each kind (none: absent), for the Insights page's cards. */
export async function fetchLatestTitles(): Promise<Partial<Record<InsightKind, string>>> {
  const latest = await Promise.all(INSIGHT_KINDS.map(async (kind) => [kind, (await publishedOf(kind, 1))[0]] as const));
  return Object.fromEntries(latest.flatMap(([kind, item]) => (item ? [[kind, item.title]] : [])));
}

/** Admin view: every item, published or not, newest first. */
export const fetchAllInsights = (after: Cursor | null, pageSize = 20): Promise<Page<Insight>> =>
  queryPage(orderedBy(COLLECTIONS.insights, 'date', 'desc'), pageSize, after, insightFromSnapshot);

export type InsightInput = Omit<Insight, 'id' | 'date'> & { date: Date };

/** The date is stored as a Firestore timestamp (the SDK writes a Date as one). */
export const { save: saveInsight, remove: deleteInsight } = auditedCollection<InsightInput, 'title'>(
  COLLECTIONS.insights,
  { create: 'createInsight', edit: 'editInsight', delete: 'deleteInsight' },
  'title',
);

/** An admin publishes an item on its page, or takes it off. */
export const setInsightPublished = (item: Insight, published: boolean): Promise<void> =>
  setPublishedAudited(COLLECTIONS.insights, 'editInsight', { id: item.id, name: item.title }, published);
