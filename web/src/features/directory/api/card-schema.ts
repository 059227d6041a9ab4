import { z } from 'zod/mini';
import { IMAGE_URL_PATTERN, LIMITS, MEMBER_LINKS, memberLinkProblem, type MemberLinkProblem } from '@/lib/model';
import { displayNameText, text } from '@/lib/forms/schema-helpers';

/** The owner's card edit: the onboarding limits, which firestore.rules (cardEdit) also enforce. */
export const CARD_LIMITS = LIMITS.card;

/** One of the card's link fields: empty, or an address memberLinkProblem takes (firestore.rules: isMemberLink). */
const linkProblem = (problem: MemberLinkProblem, message: string) =>
  z.refine<string>((value) => value === '' || memberLinkProblem(value) !== problem, message);
const link = z
  .string()
  .check(
    z.trim(),
    linkProblem('tooLong', 'directory:validation.linkTooLong'),
    linkProblem('notHttps', 'directory:validation.linkNotHttps'),
    linkProblem('notAddress', 'directory:validation.linkNotAddress'),
  );

/** The form's link fields, MEMBER_LINKS.max of them, the empty ones left out when saved (cardText). */
export const LINK_FIELDS = Array.from({ length: MEMBER_LINKS.max }, (_, index) => index);

/** The words, portrait and links the owner edits directly; the name changes through a request (nameRequestSchema). */
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
  links: z.array(link).check(z.maxLength(MEMBER_LINKS.max)),
});

export type CardValues = z.infer<typeof cardSchema>;

/** The form's values as the card keeps them: the links given, in their order, without the empty fields. */
export function cardText(values: CardValues): CardValues {
  return { ...values, links: values.links.filter((address) => address !== '') };
}

/** The card's links in the form's fields, an empty field for each one it has not. */
export function linkFieldsOf(links: readonly string[] = []): string[] {
  return LINK_FIELDS.map((index) => links[index] ?? '');
}

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
