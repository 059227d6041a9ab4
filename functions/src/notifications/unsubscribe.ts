import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { parseUnsubscribeQuery } from '#shared/model/index.js';
import { queryOf } from '../canonical.js';
import { unsubscribe } from './preferences.js';

export interface UnsubscribeRequest {
  method: string;
  /** Path and query (Express's `request.url`). */
  url: string;
}
export interface UnsubscribeResponse {
  status(code: number): UnsubscribeResponse;
  set(field: string, value: string): UnsubscribeResponse;
  json(body: unknown): void;
  end(): void;
}

/** RFC 8058's one-click POST. Anything but POST answers 405: a link scanner's GET must not unsubscribe anyone. */
export async function handleUnsubscribe(
  db: Firestore,
  request: UnsubscribeRequest,
  response: UnsubscribeResponse,
): Promise<void> {
  response.set('Cache-Control', 'no-store');
  if (request.method !== 'POST') {
    response.status(405).set('Allow', 'POST').end();
    return;
  }
  const link = parseUnsubscribeQuery(queryOf(request.url));
  if (!link) {
    response.status(400).json({ error: 'incomplete-link' });
    return;
  }
  if (!(await unsubscribe(db, link))) {
    logger.warn('An unsubscribe link with a key that is not the member’s', { member: link.member });
    response.status(404).json({ error: 'unknown-link' });
    return;
  }
  logger.info('Unsubscribed', { member: link.member, kind: link.kind });
  response.status(200).json({ kind: link.kind });
}
