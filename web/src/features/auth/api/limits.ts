/**
 * The limits of the sign-in and application forms, apart from their zod schemas (api/schemas.ts)
 * so that a page can show them without loading zod. The application limits mirror
 * firestore.rules (validApplication).
 */
export const PASSWORD_MIN = 8;

export const APPLICATION_LIMITS = {
  displayName: { min: 2, max: 60 },
  country: { min: 2, max: 60 },
  bio: { min: 20, max: 600 },
} as const;
