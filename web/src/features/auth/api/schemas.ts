import { z } from 'zod';

/**
 * Form schemas. Messages are i18n keys, translated where they are shown.
 * The application limits mirror firestore.rules (validApplication), so the form catches what the
 * rules would refuse before any call is made.
 */
const email = z.string().trim().min(1, 'auth:validation.emailRequired').email('auth:validation.emailInvalid');

export const PASSWORD_MIN = 8;

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'auth:validation.passwordRequired'),
});

export const signUpSchema = z.object({
  email,
  password: z.string().min(PASSWORD_MIN, 'auth:validation.passwordShort'),
});

export const emailOnlySchema = z.object({ email });

export const APPLICATION_LIMITS = {
  displayName: { min: 2, max: 60 },
  country: { min: 2, max: 60 },
  bio: { min: 20, max: 600 },
} as const;

export const applicationSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(APPLICATION_LIMITS.displayName.min, 'onboarding:validation.nameShort')
    .max(APPLICATION_LIMITS.displayName.max, 'onboarding:validation.nameLong'),
  memberKind: z.enum(['voice', 'auntie', 'peer'], { error: 'onboarding:validation.kindRequired' }),
  country: z
    .string()
    .trim()
    .min(APPLICATION_LIMITS.country.min, 'onboarding:validation.countryRequired')
    .max(APPLICATION_LIMITS.country.max, 'onboarding:validation.countryLong'),
  bio: z
    .string()
    .trim()
    .min(APPLICATION_LIMITS.bio.min, 'onboarding:validation.bioShort')
    .max(APPLICATION_LIMITS.bio.max, 'onboarding:validation.bioLong'),
  guidelinesAccepted: z.literal(true, { error: 'onboarding:validation.guidelinesRequired' }),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type ApplicationValues = z.infer<typeof applicationSchema>;
