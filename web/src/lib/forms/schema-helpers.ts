import { z } from 'zod/mini';
import { IMAGE_URL_PATTERN, UPLOAD_LIMITS, displayNameProblem, type DisplayNameProblem } from '@/lib/model';

/** Trimmed text within the limits (the shared model's); messages are i18n keys. */
export const text = (
  limits: { readonly min: number; readonly max: number },
  tooShort: string,
  tooLong = 'contentAdmin:validation.tooLong',
) => z.string().check(z.trim(), z.minLength(limits.min, tooShort), z.maxLength(limits.max, tooLong));

/** In NFKC, and no name that can pass for another (displayNameProblem). Messages are i18n keys. */
export const displayNameText = (
  limits: { readonly min: number; readonly max: number },
  messages: { tooShort: string; tooLong: string } & Record<DisplayNameProblem, string>,
) =>
  z.string().check(
    z.normalize('NFKC'),
    z.trim(),
    z.minLength(limits.min, messages.tooShort),
    z.maxLength(limits.max, messages.tooLong),
    // One problem a name (displayNameProblem gives the first): one message, saying why.
    ...DISPLAY_NAME_PROBLEMS.map((problem) =>
      z.refine<string>((value) => displayNameProblem(value) !== problem, messages[problem]),
    ),
  );

const DISPLAY_NAME_PROBLEMS: readonly DisplayNameProblem[] = ['invisible', 'noLetter', 'reserved'];

/** As firestore.rules (isUrl) accepts. A path never starts with '//' or '/\': browsers read both as another host. */
export const URL_PATTERN = /^(https:\/\/\S+|\/[^/\\\s]\S*)$/;
export const optionalUrl = z.string().check(
  z.trim(),
  z.maxLength(500, 'contentAdmin:validation.urlLong'),
  z.refine((value) => value === '' || URL_PATTERN.test(value), 'contentAdmin:validation.url'),
);
export const requiredUrl = z.string().check(
  z.trim(),
  z.refine((value) => URL_PATTERN.test(value), 'contentAdmin:validation.url'),
  z.maxLength(500, 'contentAdmin:validation.urlLong'),
);

/** Someone's own site, as firestore.rules (isWebsite) accepts: an https:// address; '' for none. */
export const optionalWebsite = z.string().check(
  z.trim(),
  z.maxLength(500, 'contentAdmin:validation.urlLong'),
  z.refine((value) => value === '' || /^https:\/\/\S+$/.test(value), 'contentAdmin:validation.website'),
);

/** As firestore.rules (isImageUrl) accepts: the CSP's img-src allows no other host. '' when optional. */
export const optionalImageUrl = z.string().check(
  z.trim(),
  z.maxLength(500, 'contentAdmin:validation.urlLong'),
  z.refine((value) => value === '' || IMAGE_URL_PATTERN.test(value), 'contentAdmin:validation.imageUrl'),
);
export const requiredImageUrl = z.string().check(
  z.trim(),
  z.refine((value) => IMAGE_URL_PATTERN.test(value), 'contentAdmin:validation.imageUrl'),
  z.maxLength(500, 'contentAdmin:validation.urlLong'),
);

/** An image's alt text (UPLOAD_LIMITS.alt), as firestore.rules (isAltText) accepts; messages name {min} and {max}. */
export const altText = text(UPLOAD_LIMITS.alt, 'imageUpload:validation.alt', 'imageUpload:validation.altLong');

/** A cover's alt text as typed: '' is left to coverHasAlt, which asks for it only with a cover. */
export const coverAltText = text({ min: 0, max: UPLOAD_LIMITS.alt.max }, '', 'imageUpload:validation.altLong');

/** A form with a cover has the cover's alt text (firestore.rules: hasCoverAlt); the error goes on coverAlt. */
export const coverHasAlt = z.refine<{ coverUrl: string; coverAlt: string }>(
  ({ coverUrl, coverAlt }) => coverUrl.trim() === '' || coverAlt.trim().length >= UPLOAD_LIMITS.alt.min,
  { message: 'imageUpload:validation.alt', path: ['coverAlt'] },
);

/** A cover and its alt text, as every form with a cover asks them; pair with `.check(coverHasAlt)`. */
export const coverFields = { coverUrl: optionalImageUrl, coverAlt: coverAltText };

/** A four-digit-or-shorter year typed in a text box ('' allowed when optional). */
export const yearText = (optional: boolean) =>
  z.string().check(
    z.trim(),
    z.refine(
      (value) => (optional && value === '') || (/^\d{1,4}$/.test(value) && Number(value) <= 2100),
      'contentAdmin:validation.year',
    ),
  );

/** A card's position on its page, typed as a whole number from 0 to `max` (the rules' `order`). */
export const positionText = (max: number) =>
  z
    .string()
    .check(
      z.refine((value) => /^\d{1,4}$/.test(value.trim()) && Number(value) <= max, 'contentAdmin:validation.order'),
    );

/** A day from <input type="date"> (YYYY-MM-DD); required. */
export const dayText = z
  .string()
  .check(z.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), 'contentAdmin:validation.date'));

/** A stored date as <input type="date"> shows it ('' when there is none). */
export const toDayText = (date: Date | null | undefined): string => date?.toISOString().slice(0, 10) ?? '';

/** The day typed, stored at noon UTC so that it reads as the same day in every time zone. */
export const fromDayText = (value: string): Date => new Date(`${value}T12:00:00Z`);
