// zod/mini, like the contact form: one small, tree-shakable copy of zod in the bundle.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { LIMITS } from '@/lib/model';
import { displayNameText, text } from '@/lib/forms/schema-helpers';

/** Messages are i18n keys. The limits mirror firestore.rules, so the form catches what they would refuse. */
const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'auth:validation.emailRequired')),
  z.email('auth:validation.emailInvalid'),
);

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'auth:validation.passwordRequired')),
});

export const signUpSchema = z.object({
  email,
  password: z.string().check(z.minLength(LIMITS.password.min, 'auth:validation.passwordShort')),
});

export const emailOnlySchema = z.object({ email });

export const applicationSchema = z.object({
  displayName: displayNameText(LIMITS.application.displayName, {
    tooShort: 'onboarding:validation.nameShort',
    tooLong: 'onboarding:validation.nameLong',
    reserved: 'onboarding:validation.nameReserved',
    invisible: 'onboarding:validation.nameInvisible',
    noLetter: 'onboarding:validation.nameNoLetter',
  }),
  memberKind: z.enum(['voice', 'auntie', 'peer'], 'onboarding:validation.kindRequired'),
  country: text(
    LIMITS.application.country,
    'onboarding:validation.countryRequired',
    'onboarding:validation.countryLong',
  ),
  bio: text(LIMITS.application.bio, 'onboarding:validation.bioShort', 'onboarding:validation.bioLong'),
  guidelinesAccepted: z.literal(true, 'onboarding:validation.guidelinesRequired'),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type ApplicationValues = z.infer<typeof applicationSchema>;

export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpSchema);
export const emailOnlyResolver = zodResolver(emailOnlySchema);
export const applicationResolver = zodResolver(applicationSchema);
