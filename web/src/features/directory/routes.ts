import type { RouteEntry } from '@/lib/routing/route-entry';
import { directoryPaths, MEMBER_PAGE } from './kinds';

/**
 * Member directories, over the public cards members/{uid}:
 * - /voa/voices, /voa/aunties, /voa/peers: the PUBLIC directories (anyone, signed in or not);
 * - /voa/profiles/voice|auntie|peer: the signed-in member's view of the same directory, with
 *   their own card first and "Edit my card" when they are of that kind (signed-out visitors see
 *   the list and an invitation to sign in). Not indexed: it repeats the public list;
 * - /voa/members/:uid: one member's card (not indexed: member pages are not for search engines).
 */
const load = (kind: keyof typeof directoryPaths, view: 'public' | 'profiles') => () =>
  import('./pages/DirectoryPage').then((module) => ({ default: module.directoryPages[kind][view] }));

export const directoryRoutes: RouteEntry[] = [
  {
    path: directoryPaths.voice.public,
    load: load('voice', 'public'),
    namespaces: ['directory'],
    meta: { title: 'Voices', description: 'The writers of Voices of Africa: novelists, poets and essayists.' },
    renderedOnRequest: true,
  },
  {
    path: directoryPaths.auntie.public,
    load: load('auntie', 'public'),
    namespaces: ['directory'],
    meta: {
      title: 'Aunties',
      description: 'The mentors of Voices of Africa: editors, teachers and elders of the craft.',
    },
    renderedOnRequest: true,
  },
  {
    path: directoryPaths.peer.public,
    load: load('peer', 'public'),
    namespaces: ['directory'],
    meta: { title: 'Peers', description: 'The readers of Voices of Africa: translators, librarians and book lovers.' },
    renderedOnRequest: true,
  },
  {
    path: directoryPaths.voice.profiles,
    load: load('voice', 'profiles'),
    namespaces: ['directory', 'imageUpload'],
    meta: { title: 'Voice profiles', description: 'Your view of the Voices of Africa voices, with your own card.' },
    indexable: false,
  },
  {
    path: directoryPaths.auntie.profiles,
    load: load('auntie', 'profiles'),
    namespaces: ['directory', 'imageUpload'],
    meta: { title: 'Auntie profiles', description: 'Your view of the Voices of Africa aunties, with your own card.' },
    indexable: false,
  },
  {
    path: directoryPaths.peer.profiles,
    load: load('peer', 'profiles'),
    namespaces: ['directory', 'imageUpload'],
    meta: { title: 'Peer profiles', description: 'Your view of the Voices of Africa peers, with your own card.' },
    indexable: false,
  },
  {
    path: MEMBER_PAGE,
    load: () => import('./pages/MemberPage'),
    namespaces: ['directory'],
    meta: { title: 'Member', description: 'A member of the Voices of Africa community.' },
    indexable: false,
  },
];
