/** A library entry's route's head before the entry is there (routes.ts), or at an address without one. */
export const LIBRARY_ITEM_META = {
  title: 'Library entry · Voices of Africa',
  description: 'A book or resource in the Voices of Africa library.',
};
