/** The three kinds of member that have a directory (advisory members appear on /voa/advisory). */
export const DIRECTORY_KINDS = ['voice', 'auntie', 'peer'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/** Public: /voa/voices…; profiles (/voa/profiles/<kind>): the member's own view, their card first. */
export const directoryPaths: Record<DirectoryKind, { public: string; profiles: string }> = {
  voice: { public: '/voa/voices', profiles: '/voa/profiles/voice' },
  auntie: { public: '/voa/aunties', profiles: '/voa/profiles/auntie' },
  peer: { public: '/voa/peers', profiles: '/voa/profiles/peer' },
};
