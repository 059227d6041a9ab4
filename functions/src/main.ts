// The package's entry: a worker loads only the module of the function it runs.
// Why: docs/decisions/0010-functions-load-only-their-own-module.md
/* eslint-disable @typescript-eslint/no-require-imports -- lazy on purpose: only the target's module loads */
import './initialize.js';
import type * as Functions from './index.js';

type FunctionName = keyof typeof Functions;

const account = () => require('./account/index.js') as typeof import('./account/index.js');
const communityPage = () => require('./community-page/index.js') as typeof import('./community-page/index.js');
const comments = () => require('./comments/index.js') as typeof import('./comments/index.js');
const feed = () => require('./feed/index.js') as typeof import('./feed/index.js');
const media = () => require('./media/index.js') as typeof import('./media/index.js');
const mediaLifecycle = () => require('./media/lifecycle-triggers.js') as typeof import('./media/lifecycle-triggers.js');
const members = () => require('./members/index.js') as typeof import('./members/index.js');
const moderation = () => require('./moderation/index.js') as typeof import('./moderation/index.js');
const notifications = () => require('./notifications/index.js') as typeof import('./notifications/index.js');
const postPage = () => require('./post-page/index.js') as typeof import('./post-page/index.js');
const postShareImage = () => require('./post-share-image/index.js') as typeof import('./post-share-image/index.js');
const profiles = () => require('./profiles/index.js') as typeof import('./profiles/index.js');
const reports = () => require('./reports/index.js') as typeof import('./reports/index.js');
const search = () => require('./search/index.js') as typeof import('./search/index.js');
const signInMethods = () => require('./sign-in-methods/index.js') as typeof import('./sign-in-methods/index.js');

/** Each exported function's module; the type refuses a function of index.ts left out or mapped wrong. */
const FUNCTION_MODULES = {
  attachAdvisoryImages: mediaLifecycle,
  attachAlbumImages: mediaLifecycle,
  attachHeldCardImages: mediaLifecycle,
  attachLibraryImages: mediaLifecycle,
  attachMemberImages: mediaLifecycle,
  attachPhotoImages: mediaLifecycle,
  attachPostImages: mediaLifecycle,
  attachTeamImages: mediaLifecycle,
  blogFeed: feed,
  communityPage,
  countComments: comments,
  createProfileOnSignUp: profiles,
  cspReport: reports,
  deleteAccount: account,
  deleteCommentsOfPost: comments,
  deleteMediaFiles: mediaLifecycle,
  indexBannedBookForSearch: search,
  indexPostForSearch: search,
  indexUserForSearch: search,
  manageMember: members,
  media,
  memberAccounts: members,
  notifyOnBannedBookWritten: notifications,
  notifyOnComment: notifications,
  notifyOnContactMessage: notifications,
  notifyOnPostWritten: notifications,
  notifyOnReportWritten: notifications,
  notifyOnUserWritten: notifications,
  postPage,
  postShareImage,
  removeAnonymousSessions: account,
  resolveReportsOfComment: moderation,
  resolveReportsOfPost: moderation,
  reviewMember: members,
  reviewNameRequest: members,
  sendSignInMethods: signInMethods,
  unsubscribe: notifications,
  uploadImage: media,
} satisfies { [Name in FunctionName]: () => Pick<typeof Functions, Name> };

const isFunctionName = (name: string | undefined): name is FunctionName =>
  name !== undefined && Object.hasOwn(FUNCTION_MODULES, name);

// FUNCTION_TARGET: set per worker by Cloud Functions and the emulator; unset when deploy discovers every export.
const target = process.env.FUNCTION_TARGET;
export = isFunctionName(target) ? FUNCTION_MODULES[target]() : (require('./index.js') as typeof Functions);
