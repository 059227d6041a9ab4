import { z } from 'zod/mini';
import { LIMITS } from '../../../lib/model';

/** The owner's card edit: the onboarding limits, which firestore.rules (cardEdit) also enforce. */
export const CARD_LIMITS = LIMITS.card;

const text = (limits: { min: number; max: number }, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(limits.min, tooShort), z.maxLength(limits.max, tooLong));

export const cardSchema = z.object({
  displayName: text(CARD_LIMITS.displayName, 'directory:validation.nameShort', 'directory:validation.nameLong'),
  country: text(CARD_LIMITS.country, 'directory:validation.countryShort', 'directory:validation.countryLong'),
  bio: text(CARD_LIMITS.bio, 'directory:validation.bioShort', 'directory:validation.bioLong'),
});

export type CardValues = z.infer<typeof cardSchema>;
