// Every function, for deploy's discovery and the tests; a worker loads main.ts's pick instead.
import './initialize.js';

export { createProfileOnSignUp } from './profiles/index.js';
export { manageMember, memberAccounts, reviewMember, reviewNameRequest } from './members/index.js';
export { deleteAccount, removeAnonymousSessions } from './account/index.js';
export { sendSignInMethods } from './sign-in-methods/index.js';
export { cspReport } from './reports/index.js';
export { blogFeed } from './feed/index.js';
export { countComments, deleteCommentsOfPost } from './comments/index.js';
export { media, uploadImage } from './media/index.js';
export { communityPage } from './community-page/index.js';
export { postPage } from './post-page/index.js';
export { postShareImage } from './post-share-image/index.js';
export {
  notifyOnBannedBookWritten,
  notifyOnComment,
  notifyOnContactMessage,
  notifyOnPostWritten,
  notifyOnReportWritten,
  notifyOnUserWritten,
  unsubscribe,
} from './notifications/index.js';
export { resolveReportsOfComment, resolveReportsOfPost } from './moderation/index.js';
export { indexBannedBookForSearch, indexPostForSearch, indexUserForSearch } from './search/index.js';
export {
  attachAdvisoryImages,
  attachAlbumImages,
  attachHeldCardImages,
  attachLibraryImages,
  attachMemberImages,
  attachPhotoImages,
  attachPostImages,
  attachTeamImages,
  deleteMediaFiles,
} from './media/lifecycle-triggers.js';
