import type { RouteEntry } from '@/lib/routing/route-entry';
import { MEMBER_PAGE } from '@/lib/members/member-path';
import { DIRECTORY_KINDS, directoryPaths, type DirectoryKind } from './kinds';
import { MEMBER_PAGE_META } from './member-page-meta';

/** The profiles views and member pages are not indexed: they repeat the public lists, or are not for search. */
const load = (kind: DirectoryKind, view: 'public' | 'profiles') => () =>
  import('./pages/DirectoryPage').then((module) => ({ default: module.directoryPages[kind][view] }));

/** Each directory's name for one of its members (its title adds an s) and its public page's description. */
const DIRECTORY_PAGES: Record<DirectoryKind, { one: string; description: string }> = {
  voice: { one: 'Voice', description: 'The writers of Voices of Africa: novelists, poets and essayists.' },
  auntie: { one: 'Auntie', description: 'The mentors of Voices of Africa: editors, teachers and elders of the craft.' },
  peer: { one: 'Peer', description: 'The readers of Voices of Africa: translators, librarians and book lovers.' },
};

const publicDirectory = (kind: DirectoryKind): RouteEntry => ({
  path: directoryPaths[kind].public,
  access: 'public',
  load: load(kind, 'public'),
  namespaces: ['directory'],
  meta: { title: `${DIRECTORY_PAGES[kind].one}s`, description: DIRECTORY_PAGES[kind].description },
  servedBy: 'function:communityPage',
});

const profilesView = (kind: DirectoryKind): RouteEntry => ({
  path: directoryPaths[kind].profiles,
  access: 'member',
  servedBy: 'app-shell',
  load: load(kind, 'profiles'),
  namespaces: ['directory', 'imageUpload'],
  meta: {
    title: `${DIRECTORY_PAGES[kind].one} profiles`,
    description: `Your view of the Voices of Africa ${DIRECTORY_PAGES[kind].one.toLowerCase()}s, with your own card.`,
  },
  indexable: false,
});

export const directoryRoutes: RouteEntry[] = [
  ...DIRECTORY_KINDS.map(publicDirectory),
  ...DIRECTORY_KINDS.map(profilesView),
  {
    path: MEMBER_PAGE,
    access: 'public',
    servedBy: 'function:communityPage',
    load: () => import('./pages/MemberPage'),
    // blog: the member's posts (their cards).
    namespaces: ['directory', 'blog'],
    meta: MEMBER_PAGE_META,
    // MemberHead: the member's name, bio and portrait.
    ownHead: true,
    indexable: false,
  },
];
