/**
 * Every function the project deploys, by name, and the module (from this folder) that exports it:
 * the one list. main.ts loads a worker's function from its module alone, and every function for
 * deploy's discovery (docs/decisions/0115-route-table-and-functions-listed-once.md).
 */
export const FUNCTION_MODULES = {
  attachAdvisoryImages: './media/lifecycle-triggers.js',
  attachAlbumImages: './media/lifecycle-triggers.js',
  attachHeldCardImages: './media/lifecycle-triggers.js',
  attachLibraryImages: './media/lifecycle-triggers.js',
  attachMemberImages: './media/lifecycle-triggers.js',
  attachPhotoImages: './media/lifecycle-triggers.js',
  attachPostImages: './media/lifecycle-triggers.js',
  attachTeamImages: './media/lifecycle-triggers.js',
  blogFeed: './feed/index.js',
  communityPage: './community-page/index.js',
  countComments: './comments/index.js',
  countFollowers: './follows/index.js',
  createProfileOnSignUp: './profiles/index.js',
  cspReport: './reports/index.js',
  deleteAccount: './account/index.js',
  deleteCommentsOfPost: './comments/index.js',
  deleteMediaFiles: './media/lifecycle-triggers.js',
  indexBannedBookForSearch: './search/index.js',
  indexInsightForSearch: './search/index.js',
  indexLibraryItemForSearch: './search/index.js',
  indexMemberForSearch: './search/index.js',
  indexPostForSearch: './search/index.js',
  indexUserForSearch: './search/index.js',
  manageMember: './members/index.js',
  media: './media/index.js',
  memberAccounts: './members/index.js',
  notifyOnBannedBookWritten: './notifications/index.js',
  notifyOnComment: './notifications/index.js',
  notifyOnContactMessage: './notifications/index.js',
  notifyOnPostWritten: './notifications/index.js',
  notifyOnReportWritten: './notifications/index.js',
  notifyOnUserWritten: './notifications/index.js',
  postPage: './post-page/index.js',
  postShareImage: './post-share-image/index.js',
  removeAnonymousSessions: './account/index.js',
  resolveReportsOfComment: './moderation/index.js',
  resolveReportsOfPost: './moderation/index.js',
  reviewMember: './members/index.js',
  reviewNameRequest: './members/index.js',
  sendSignInMethods: './sign-in-methods/index.js',
  unsubscribe: './notifications/index.js',
  uploadImage: './media/index.js',
} as const;

export type FunctionName = keyof typeof FUNCTION_MODULES;

export const isFunctionName = (name: string | undefined): name is FunctionName =>
  name !== undefined && Object.hasOwn(FUNCTION_MODULES, name);
