import {
  ANONYMOUS_SESSION_HOURS,
  CONTACT_RETENTION_DAYS,
  CONTACT_SENDER_LIMIT,
  LIMITS,
  MAIL_RETENTION_DAYS,
  MEDIA_CACHE_HOURS,
  NOTICE_LINKS,
  UNATTACHED_UPLOAD_HOURS,
  type CollectionName,
  type RateAction,
} from '@/lib/model';
import { days, hours, inWords, minutes } from './periods';
import { link, type PolicyText } from './types';

/** The policies' test holds every collection of COLLECTIONS to an entry, so none goes unmentioned. */
export interface DataKind {
  id: string;
  name: string;
  collections: readonly CollectionName[];
  holds: PolicyText;
  why: PolicyText;
  seenBy: PolicyText;
  kept: PolicyText;
}

const account = link('My account', NOTICE_LINKS.account);
const notificationsPage = link('your notifications page', NOTICE_LINKS.notifications);
const askUs = link('ask us', '#data-requests');

/** Each counted action (LIMITS.rate) in words: a new one fails to compile until it is named here. */
const COUNTED_ACTIONS = {
  comment: 'comments',
  draft: 'new drafts',
  submission: 'posts sent for review',
  proposal: 'proposals',
  cardEdit: 'card edits',
  nameRequest: 'name requests',
  report: 'reports',
  shelf: 'posts saved to your shelf',
  follow: 'writers and tags followed',
} as const satisfies Record<RateAction, string>;

export const dataKinds: readonly DataKind[] = [
  {
    id: 'account',
    name: 'Your account',
    collections: ['users'],
    holds:
      'Your e-mail address; your password, which Firebase Authentication keeps only in a form that cannot be turned back into it; whether your address is verified; the Google account you sign in with, if you use one (Google then also gives Firebase your name and profile picture, which this site does not use); when the account was made and last signed in; and the words of your display name and address, which the administrators’ member search looks up.',
    why: 'So that you can sign in, and so that e-mail about your membership reaches you.',
    seenBy: 'You, and the administrators: your address, whether it is verified, and when the account was made.',
    kept: 'Until you delete your account, or an administrator deletes it.',
  },
  {
    id: 'application',
    name: 'Your application and membership',
    collections: ['users'],
    holds:
      'What you apply with: your display name, whether you join as a voice, an auntie or a peer, your country, a short bio, your agreement to the community guidelines, and when you applied. Then the decision: when, by which administrator, and the reason if your application was declined. If your membership is suspended: when, the administrator’s reason, and what your status was before.',
    why: 'So that the administrators can review your application and run the community.',
    seenBy: 'You and the administrators.',
    kept: 'Until you delete your account. A suspension’s date and reason are removed when it ends.',
  },
  {
    id: 'card',
    name: 'Your public card',
    collections: ['members', 'heldCards'],
    holds:
      'Once you are a member: your display name, whether you are a voice, an auntie or a peer, your country, your bio, the date you joined and, if you add them, your portrait and your links (up to three web addresses of your own). As a voice, how many members follow you (a number, never who). Never your e-mail address.',
    why: 'It is how the community knows you: in the directories, on your member page, and beside your posts and comments.',
    seenBy:
      'Anyone, signed in or not. The directories are public pages that search engines may index; your member page asks them not to.',
    kept: 'Until you delete your account. While your membership is suspended, or if an administrator takes your card out of the directories, it is kept as it was where only you can read it, until it is put back.',
  },
  {
    id: 'name-requests',
    name: 'A request for a new name',
    collections: ['nameRequests'],
    holds:
      'The display name you ask for and when; then the decision: when, by which administrator, your previous name if it was approved, and the reason if it was declined.',
    why: 'Your posts and comments carry your name, so an administrator approves a new one before it shows.',
    seenBy: 'You and the administrators.',
    kept: 'Until you withdraw it, ask for another name (the new request replaces it), or delete your account.',
  },
  {
    id: 'posts',
    name: 'Your posts',
    collections: ['posts', 'firstPublications'],
    holds:
      'Each post’s title, text, tags, cover image and its description, its address, its state (draft, waiting for review, returned to you, published), when it was written, changed and published, your display name and membership as they were when you wrote it, and the editors’ note if they returned it to you. While you write, your draft is saved to your account a few seconds after you stop typing.',
    why: 'To publish your writing as you ask, after the editors have reviewed it.',
    seenBy:
      'A published post: anyone, with your name, on the blog, in its feed, on your member page and in the preview image shown where it is shared. A draft, or a post waiting for review or returned to you: you and the administrators.',
    kept: 'Until you withdraw it (while it is not published), an administrator deletes it, or you delete your account.',
  },
  {
    id: 'comments',
    name: 'Your comments',
    collections: ['comments'],
    holds: 'The text, when you wrote it and last edited it, and your display name and membership.',
    why: 'To show your comment under the post.',
    seenBy:
      'Anyone, under the published post. If the post is taken back from the blog, only the administrators until it returns.',
    kept: [
      `Until you delete it (you can for ${minutes(LIMITS.comment.editMinutes)} after writing it; later, `,
      askUs,
      '), an administrator removes it or its post, or you delete your account.',
    ],
  },
  {
    id: 'proposals',
    name: 'Your banned-book proposals',
    collections: ['bannedBooks'],
    holds:
      'The book’s title, author, country and year, why it was banned, your sources, the proposal’s state, and the administrators’ reason if they declined it. The entry records your account’s identifier (a code, not your name) as the one who proposed it.',
    why: 'So that the administrators can check it and add it to the banned books list.',
    seenBy:
      'While it waits or once declined: you and the administrators. Once added to the list: anyone. The list does not show who proposed a book, but the entry still holds your account’s identifier.',
    kept: 'Until you withdraw it (while it waits or once declined), an administrator deletes it, or you delete your account, which deletes your approved proposals too.',
  },
  {
    id: 'reports',
    name: 'Your reports',
    collections: ['reports'],
    holds:
      'What you reported (the post, or the comment and its text as you saw it), your reason, when, and what the administrators decided.',
    why: 'So that the administrators can act on it, and tell you what they decided.',
    seenBy: 'You and the administrators. The author is not told who reported them.',
    kept: 'Until you delete your account.',
  },
  {
    id: 'images',
    name: 'Your images',
    collections: ['media'],
    holds:
      'The portrait and the covers you upload, made into the sizes the pages need, with everything the camera wrote into the file removed (such as the place a photo was taken); and a record of each upload: whose it is, what it is for, when it was uploaded and where it is used.',
    why: 'To show your portrait and your posts’ covers.',
    seenBy:
      'Anyone, once the image is on your card or a post. Before that, only someone with its address, which is given to you alone.',
    kept: `An upload you do not use within ${hours(UNATTACHED_UPLOAD_HOURS)} is then deleted; one you replace or remove, or whose post or card is deleted, is deleted at once. The copies kept by the network that delivers the images and by readers’ browsers expire within ${hours(MEDIA_CACHE_HOURS)}, so a deleted image stops loading from this site within ${hours(MEDIA_CACHE_HOURS)}.`,
  },
  {
    id: 'emails',
    name: 'E-mails and notices',
    collections: ['mail', 'notifications'],
    holds: [
      'A copy of each e-mail the site sends: the address it went to, its subject and text, and the delivery service’s record of sending it. And the list of what the site told you, e-mailed or not, that ',
      notificationsPage,
      ' shows, with which of them you have marked read.',
    ],
    why: 'To send the e-mails, to let the administrators check that they went out, and to show you what you were told.',
    seenBy: 'The copies of e-mails: the administrators. The list of what the site told you: only you.',
    kept: `For ${days(MAIL_RETENTION_DAYS)} after they are written; then they are deleted.`,
  },
  {
    id: 'shelf',
    name: 'Your shelf',
    collections: ['shelf'],
    holds: ['The posts you save to read later, each with its title and when you saved it, which ', account, ' lists.'],
    why: 'So that you find them again, on any device you sign in on.',
    seenBy: 'Only you.',
    kept: 'Until you remove the post from your shelf, or delete your account.',
  },
  {
    id: 'follows',
    name: 'The writers and tags you follow',
    collections: ['follows'],
    holds: [
      'Each writer (by their account and the name on their card) and each tag of the blog you follow, and when you followed it, which ',
      account,
      ' lists.',
    ],
    why: 'To tell you, on the site and by e-mail as you choose, when a writer you follow publishes or a post with a tag you follow is published. Whether each post’s followers were told is recorded with the post, so that no one is told twice.',
    seenBy: 'Only you. A writer sees how many members follow them, never who.',
    kept: 'Until you unfollow, or delete your account. When a writer deletes their account, the follows of them go too.',
  },
  {
    id: 'email-choices',
    name: 'Your choice of e-mails',
    collections: ['mailPreferences'],
    holds:
      'Which of the e-mails you may turn off you have turned off, when you last changed that, and the secret code in the links that stop them.',
    why: 'To send you only the e-mails you want, and to let a link in an e-mail stop them without signing in.',
    seenBy: 'Only you.',
    kept: 'Until you delete your account.',
  },
  {
    id: 'limits',
    name: 'Counts that keep the site safe from abuse',
    collections: ['rateLimits', 'contactSenders'],
    holds: `For each action with a daily or hourly limit (${[...Object.values(COUNTED_ACTIONS), 'uploads'].join(', ')}), how many you made in the current period, when it began, and which was the last and when. For the contact form: a session made for your visit, which holds nothing about you, with how many messages it sent and when the last one went; it sends one message a minute and ${inWords(CONTACT_SENDER_LIMIT.perSession)} a visit at most. Firebase Authentication also limits how many such sessions one IP address can start.`,
    why: 'To stop scripts and floods of messages.',
    seenBy: 'Your counts: only you. The contact form’s sessions: no one.',
    kept: `Your counts: until you delete your account. A contact-form session and its count: ${hours(ANONYMOUS_SESSION_HOURS)} from the start of the visit (a job removes them every hour).`,
  },
  {
    id: 'contact-messages',
    name: 'Messages through the contact form',
    collections: ['contactMessages'],
    holds:
      'Your name, your e-mail address, the topic you chose, your message and when you sent it; then whether an administrator has handled it, who and when. Each message is also e-mailed to the administrators so that they can reply (see E-mails and notices).',
    why: 'To answer you.',
    seenBy: 'The administrators.',
    kept: [
      `For ${days(CONTACT_RETENTION_DAYS)} after you send it; then it is deleted. Sooner if an administrator deletes it, if you `,
      askUs,
      ', or when you delete a member account with the same e-mail address.',
    ],
  },
  {
    id: 'administrators',
    name: 'The administrators’ records',
    collections: ['admins', 'auditLog', 'auditHeads'],
    holds:
      'Who is an administrator, since when and who made them one; and the audit log: each action an administrator takes (who, what, on which account or document, and when), including decisions about members such as approvals, changes of membership, suspensions with their reason, and decisions on names.',
    why: 'So that every administrator’s action can be checked afterwards.',
    seenBy: 'The administrators, none of whom can change or delete an entry of the audit log.',
    kept: 'As long as the site runs. When an account is deleted, the entries about it keep the action, with “deleted-member” in place of the account and without the name or any reason given.',
  },
  {
    id: 'board-and-team',
    name: 'The advisory board and the team',
    collections: ['advisoryMembers', 'teamMembers'],
    holds:
      'For each member of the advisory board and of the company’s team: the name, role and biography the administrators enter, with a portrait, links and the languages they work in where they add them.',
    why: 'To present the people behind the company and the community.',
    seenBy: 'Anyone (a team member once the administrators publish their card).',
    kept: 'Until an administrator removes them.',
  },
  {
    id: 'published-content',
    name: 'The community’s and the company’s other pages',
    collections: ['libraryItems', 'albums', 'photos', 'insights', 'stats'],
    holds:
      'The library, the photo albums, the company’s news, articles and press, and how many posts use each tag. They are not records about members, but photographs may show people and articles name their authors.',
    why: 'To publish the community’s and the company’s work.',
    seenBy: 'Anyone, once published.',
    kept: ['Until an administrator removes them. If you are in a photograph and want it taken down, ', askUs, '.'],
  },
  {
    id: 'logs',
    name: 'Server logs',
    collections: [],
    holds:
      'Google Cloud’s record of each request the site’s server functions answer, which can include your IP address and your browser, and the lines our code writes there, which can name an account by its identifier (never its password).',
    why: 'To find and fix faults and abuse.',
    seenBy: 'The people who run the site’s Google Cloud project.',
    kept: 'For 30 days, Google Cloud Logging’s standard period; then they are deleted.',
  },
];
