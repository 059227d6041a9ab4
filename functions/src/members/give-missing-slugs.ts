import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { memberSlugFor } from './member-slug.js';

// Cards approved before slugs (decision 0119) have none: their page is at the uid's address, and
// their bylines link there. An operator gives them one once (tools/operations/member-slugs.ts).

/** How many cards, in the directories and held out of them, were given a slug. */
export interface SlugsGiven {
  members: number;
  heldCards: number;
}

/**
 * Gives each card without a slug the one reviewMember would, from its name: one transaction per card, so two cards of
 * one name get base and base-2, and a card given one since (an approval meanwhile) keeps it. Running it again gives
 * none.
 */
export async function giveMissingSlugs(db: Firestore): Promise<SlugsGiven> {
  const given: SlugsGiven = { members: 0, heldCards: 0 };
  for (const collection of [COLLECTIONS.members, COLLECTIONS.heldCards] as const) {
    // Firestore cannot query for a missing field: every card is read once, its name and slug only.
    const cards = await db.collection(collection).select('displayName', 'slug').get();
    for (const { ref } of cards.docs.filter((card) => !card.get('slug'))) {
      const wrote = await db.runTransaction(async (transaction) => {
        const card = await transaction.get(ref);
        if (!card.exists || card.get('slug')) return false;
        const slug = await memberSlugFor(db, transaction, null, String(card.get('displayName') ?? ''));
        transaction.update(ref, { slug });
        return true;
      });
      if (wrote) given[collection] += 1;
    }
  }
  return given;
}
