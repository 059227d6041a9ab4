import { z } from 'zod/mini';
import { IMAGE_URL_PATTERN, LIMITS } from '@/lib/model';
import { displayNameText, text } from '@/lib/forms/schema-helpers';

/** The owner's card edit: the onboarding limits, which firestore.rules (cardEdit) also enforce. */
export const CARD_LIMITS = LIMITS.card;

/** The words and portrait the owner edits directly; the name changes through a request (nameRequestSchema). */
export const cardSchema = z.object({
  country: text(CARD_LIMITS.country, 'directory:validation.countryShort', 'directory:validation.countryLong'),
  bio: text(CARD_LIMITS.bio, 'directory:validation.bioShort', 'directory:validation.bioLong'),
  // An upload's address from ImageField ('' for none); firestore.rules take only the owner's own.
  portraitUrl: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || (value.length <= 500 && IMAGE_URL_PATTERN.test(value)),
      'directory:validation.portraitUrl',
    ),
  ),
});

export type CardValues = z.infer<typeof cardSchema>;

/** A new name to ask for: the card's limits, no reserved name (the rules refuse both), not the current name. */
export const nameRequestSchema = (currentName: string) =>
  z.object({
    displayName: displayNameText(CARD_LIMITS.displayName, {
      tooShort: 'directory:validation.nameShort',
      tooLong: 'directory:validation.nameLong',
      reserved: 'directory:validation.nameReserved',
      invisible: 'directory:validation.nameInvisible',
      noLetter: 'directory:validation.nameNoLetter',
    }).check(z.refine((value) => value !== currentName, 'directory:validation.nameSame')),
  });

export type NameRequestValues = z.infer<ReturnType<typeof nameRequestSchema>>;
