/** The three kinds of member that have a directory (advisory members appear on /voa/advisory). */
export const DIRECTORY_KINDS = ['voice', 'auntie', 'peer'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/**
 * Two views of each directory, over the same public cards (members/{uid}):
 * - the public directory (/voa/voices, /voa/aunties, /voa/peers): anyone can browse it;
 * - the profiles view (/voa/profiles/<kind>): the signed-in member's own view of that kind's
 *   directory, where a member of that kind finds their own card first and can edit its words.
 */
export const directoryPaths: Record<DirectoryKind, { public: string; profiles: string }> = {
  voice: { public: '/voa/voices', profiles: '/voa/profiles/voice' },
  auntie: { public: '/voa/aunties', profiles: '/voa/profiles/auntie' },
  peer: { public: '/voa/peers', profiles: '/voa/profiles/peer' },
};
