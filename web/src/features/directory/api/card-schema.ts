import { z } from 'zod/mini';
import { LIMITS } from '../../../lib/model';
import { text } from '../../../lib/forms/schema-helpers';

/** The owner's card edit: the onboarding limits, which firestore.rules (cardEdit) also enforce. */
export const CARD_LIMITS = LIMITS.card;

export const cardSchema = z.object({
  displayName: text(CARD_LIMITS.displayName, 'directory:validation.nameShort', 'directory:validation.nameLong'),
  country: text(CARD_LIMITS.country, 'directory:validation.countryShort', 'directory:validation.countryLong'),
  bio: text(CARD_LIMITS.bio, 'directory:validation.bioShort', 'directory:validation.bioLong'),
});

export type CardValues = z.infer<typeof cardSchema>;
