import { site } from '@/config/site';
import {
  CONTACT_RETENTION_DAYS,
  LIMITS,
  MAIL_PREFERENCES_PATH,
  MAIL_RETENTION_DAYS,
  NOTICE_LINKS,
  UNATTACHED_UPLOAD_HOURS,
} from '@/lib/model';
import { dataKinds } from './data-kinds';
import { days, hours, minutes } from './periods';
import { processors } from './processors';
import { link, type Policy, type PolicySection } from './types';

const account = link('My account', NOTICE_LINKS.account);
const contactPage = link('the contact page', `${NOTICE_LINKS.contact}?topic=privacy`);
const dataRequests = link('Contact for data requests', '#data-requests');

const inShort: PolicySection = {
  id: 'in-short',
  heading: 'In short',
  blocks: [
    {
      list: [
        'We keep what you give us to take part (an application, your card, your writing, a message) and what the site needs to run safely. We sell nothing, and the site has no advertising trackers.',
        'What you publish (your public card, your published posts, your comments on them, your proposals once on the banned books list) can be read by anyone. Everything else about you is seen only by you and the site’s administrators.',
        `Contact messages are deleted after ${days(CONTACT_RETENTION_DAYS)}; the copies of e-mails, and the notices on your notifications page, after ${days(MAIL_RETENTION_DAYS)}; an image you upload but do not use, after ${hours(UNATTACHED_UPLOAD_HOURS)}. What you write and publish stays until you delete it or your account.`,
        [
          'On ',
          account,
          ' you can download your data, choose your e-mails, withdraw what is not published and delete your account.',
        ],
        'Google (Firebase) hosts the site and its data; an e-mail delivery service sends its e-mails.',
      ],
    },
  ],
};

const whoWeAre: PolicySection = {
  id: 'who-we-are',
  heading: 'Who we are',
  blocks: [
    `${site.name}, in ${site.headquarters}, runs this website and Voices of Africa, its members’ community, and decides what the site keeps about you and why: the “controller” in the words of the GDPR and of Nigeria’s and Kenya’s laws, the “responsible party” in South Africa’s.`,
    ['For anything about your information, see ', dataRequests, '.'],
  ],
};

const whatWeKeep: PolicySection = {
  id: 'what-we-keep',
  heading: 'What we keep, why, who sees it, and for how long',
  blocks: [
    'Each kind of information the site keeps about a person is below. Where a period is given, the database deletes the record once it has passed, usually within a day.',
  ],
  parts: dataKinds.map((kind) => ({
    id: kind.id,
    heading: kind.name,
    blocks: [
      {
        facts: [
          { term: 'What it holds', text: kind.holds },
          { term: 'Why', text: kind.why },
          { term: 'Who sees it', text: kind.seenBy },
          { term: 'How long we keep it', text: kind.kept },
        ],
      },
    ],
  })),
};

const whoHandlesIt: PolicySection = {
  id: 'processors',
  heading: 'Who handles it for us',
  blocks: [
    'These services keep or handle the information above on our behalf, under their data-processing terms, which allow them to use it only to provide their service to us. Beyond them, we share personal information only when the law requires it. We do not sell it, and no advertiser receives it.',
  ],
  parts: processors.map(({ id, name, does, services }) => ({
    id,
    heading: name,
    blocks: [...does, ...(services.length > 0 ? ['The services we use:', { list: services }] : [])],
  })),
};

const inYourBrowser: PolicySection = {
  id: 'in-your-browser',
  heading: 'What the site keeps in your browser',
  blocks: [
    {
      list: [
        'When you sign in: your session, in the browser’s local storage, until you sign out.',
        'While you write a post: each change, in the browser’s local storage, under your account, until it is saved to your account or sent for review. If you sign out first, or cannot save, it stays there for the next time you open the post on this device; deleting your account does not remove it, so on a shared computer, clear the site’s data.',
        'For as long as the tab is open: the pages’ scroll positions, so that Back returns you to where you were, and when this tab last sent you a verification e-mail.',
        'The contact form’s session is kept in memory only, and ends when you leave the page.',
        'Firebase’s own records: the days its software was used, which it sends to Google with its requests, and, once an action has needed them, App Check’s token and reCAPTCHA’s records, which tell people from programs.',
      ],
    },
    site.analyticsScriptPath
      ? 'The site sets no cookies of its own. It counts visits with its hosting provider’s analytics, which sets no cookies either.'
      : 'The site sets no cookies of its own and runs no analytics or advertising scripts.',
  ],
};

const emailsWeSend: PolicySection = {
  id: 'emails-we-send',
  heading: 'The e-mails we send',
  blocks: [
    'Firebase Authentication sends the link to verify your e-mail address (or a new address, before it replaces the old one, with a notice to the old one) and, when you ask for it, a link to reset your password.',
    'The site e-mails a member only about their own account, membership and writing. When someone asks on the sign-in page how an account signs in, the answer goes to that account’s address, at most once an hour. Everything else goes only to a verified address:',
    {
      list: [
        'the decision on your application, with the reason if it is declined;',
        'a suspension of your membership, with the reason, and its end;',
        'what the administrators decided about something you reported;',
        'your post published, or returned to you with a note;',
        'a comment on one of your posts;',
        'your banned-book proposal added to the list or declined.',
      ],
    },
    [
      'You can turn off the last three kinds on ',
      link('My account', MAIL_PREFERENCES_PATH),
      ', and each such e-mail has a link that stops its kind at once. The administrators are e-mailed about new applications, posts sent for review, proposals and contact messages. The site sends no newsletters and no advertising.',
    ],
  ],
};

const yourRights: PolicySection = {
  id: 'your-rights',
  heading: 'Your rights, and how to use them',
  blocks: [
    ['Members can do most of it themselves, on ', account, ':'],
    {
      list: [
        'See and download: “Download my data” gives one file with your account, your profile and application, your public card, your request for a new name, your choice of e-mails, what the site told you, all your posts, comments, proposals and reports, and links to your images. It leaves out the copies of e-mails and your contact messages, which only the administrators can read, and your counts: ask us for those.',
        'Correct: edit your application while it waits for review; once you are a member, edit your card’s country, bio, portrait and links, and ask for a new display name; change your e-mail address or your password.',
        `Withdraw: your drafts, your posts waiting for review or returned to you, and your proposals waiting for review or declined; a comment, for ${minutes(LIMITS.comment.editMinutes)} after you write it; a request for a new name while it waits.`,
        'Choose your e-mails, or stop one kind from the link in the e-mail.',
        'Delete your account, after confirming it is you with your password or your Google sign-in.',
      ],
    },
    [
      'For anything else (a published post or an older comment taken down, a correction you cannot make, the information you cannot download, or an objection to how we use something), and if you are not a member, ',
      link('write to us', '#data-requests'),
      '.',
    ],
  ],
};

const deletion: PolicySection = {
  id: 'deleting-your-account',
  heading: 'What deleting your account deletes',
  blocks: [
    'It deletes at once: your sign-in, your profile and application, your public card and its portrait, any request for a new name, all your posts, published ones included, with their covers, the images you had uploaded but not used yet, all your comments, all your banned-book proposals, approved ones included, your reports, your shelf, the writers and tags you follow and other members’ follows of you, your counts, your choice of e-mails, the list of what the site told you, our copies of the e-mails sent to you or about you, and the messages sent through the contact form from your account’s e-mail address.',
    'What stays: the audit log keeps its record of the administrators’ actions about your account (such as a change of membership, a suspension or a decision on your name), with “deleted-member” in place of your account and without your name, your address or any reason given. If you were an administrator, the contact messages you handled and the applications and names you reviewed stay, marked “deleted-member” in the same way, the copies of e-mails that also went to other administrators stay for them, without your address, and the images you put in albums, the library or the advisory board stay there. Contact messages sent from another address are not linked to your account: ask us to delete them. E-mails already delivered stay in the mailboxes they reached, and what others copied from public pages (feed readers, search engines) is beyond our reach.',
  ],
};

const lawWhereYouLive: PolicySection = {
  id: 'your-law',
  heading: 'The law where you live',
  blocks: [
    'We use your information because it is needed to provide the membership and the services you ask for (your account, your card, your writing, the e-mails about them); for our legitimate interests in answering you, keeping the site safe and keeping a record of the administrators’ actions; and when the law requires it. We do not ask for consent for anything the site needs; what is optional, such as a portrait, you can remove at any time.',
    'The company is in the United States and our server functions run there, so your information is handled in the United States wherever you live.',
  ],
  parts: [
    {
      id: 'eu-uk',
      heading: 'European Union and United Kingdom',
      blocks: [
        'Under the GDPR and the UK GDPR, the bases above are the performance of a contract, legitimate interests and legal obligations. You have the right to access your information, to correct it, to have it erased, to restrict or object to its use, and to receive it in a portable form (the download). Transfers to the United States rely on the safeguards of our processors’ data-processing terms, such as the European Commission’s standard contractual clauses. You may complain to the data protection authority of your country; in the United Kingdom, the Information Commissioner’s Office.',
      ],
    },
    {
      id: 'nigeria',
      heading: 'Nigeria',
      blocks: [
        'Under the Nigeria Data Protection Act 2023, we rely on the performance of a contract, legitimate interests and legal obligations. You have the right to be informed, to access, correct and erase your information, to restrict or object to its use, and to data portability. You may complain to the Nigeria Data Protection Commission.',
      ],
    },
    {
      id: 'south-africa',
      heading: 'South Africa',
      blocks: [
        'Under the Protection of Personal Information Act (POPIA), we process your information because it is needed to carry out the membership you asked for, for our legitimate interests, and to comply with the law. You have the right to know what we hold, to have it corrected or deleted, and to object to its use. We send no direct marketing. You may complain to the Information Regulator.',
      ],
    },
    {
      id: 'kenya',
      heading: 'Kenya',
      blocks: [
        'Under the Data Protection Act 2019, we process your information because it is needed to perform the membership you asked for, for our legitimate interests, and to comply with the law. You have the right to be informed, to access your information, to object to its use, to have false or misleading information corrected or deleted, and to data portability. You may complain to the Office of the Data Protection Commissioner.',
      ],
    },
    {
      id: 'united-states',
      heading: 'United States',
      blocks: [
        'Wherever you live in the United States, you can ask to know what we hold about you, to correct it and to delete it, and we will not treat you differently for asking. We do not sell or share personal information for advertising, and do not use it to profile you.',
      ],
    },
  ],
};

const children: PolicySection = {
  id: 'children',
  heading: 'Children',
  blocks: [
    'The site is not meant for children under 13 and does not ask anyone’s age. If you believe a child under 13 has given us personal information, tell us and we will delete it.',
  ],
};

const dataRequestsSection: PolicySection = {
  id: 'data-requests',
  heading: 'Contact for data requests',
  blocks: [
    [
      'Write to us through ',
      contactPage,
      ', choosing “Your personal data” as the topic, or call us at ',
      `${site.phone}. Our office is in ${site.headquarters}. If you have an account, give its e-mail address: we answer there, so that only you receive what you asked for. We answer within 30 days, or sooner where the law of your country sets a shorter time.`,
    ],
  ],
};

const changes: PolicySection = {
  id: 'changes',
  heading: 'Changes to this policy',
  blocks: [
    'When this policy changes, the date at the top of the page changes, and the revision history below says what changed and when.',
  ],
};

export const privacySections: readonly PolicySection[] = [
  inShort,
  whoWeAre,
  whatWeKeep,
  whoHandlesIt,
  inYourBrowser,
  emailsWeSend,
  yourRights,
  deletion,
  lawWhereYouLive,
  children,
  dataRequestsSection,
  changes,
];

export const privacyPolicy: Policy = {
  title: 'Privacy policy',
  intro: `This policy says what personal information the ${site.name} website and the Voices of Africa community keep, why, who can see it, how long it is kept, who handles it for us, and how you can see, correct, download or delete it. It describes the site as it works today.`,
  sections: privacySections,
  revisions: [
    {
      date: '2026-12-07',
      summary:
        'First published version: each kind of information with what it holds, why, who sees it and how long it is kept (your shelf of posts to read later, the writers and tags you follow, your notifications page and the links on your card among them); who handles it for us; what stays in your browser; your rights and how to use them; the law of the EU and the UK, Nigeria, South Africa, Kenya and the United States; the contact for data requests.',
      fingerprint: '96186ed27f91',
    },
  ],
};
