import { site } from '@/config/site';

/**
 * Privacy policy and terms of service. SAMPLE LEGAL TEXT: a sensible starting point written
 * for this site, not legal advice. The company must have it reviewed before relying on it.
 */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface Policy {
  title: string;
  /** ISO date of the last revision. */
  updated: string;
  intro: string;
  sections: PolicySection[];
}

export const SAMPLE_NOTICE =
  'This is sample legal text. It has not yet been reviewed by a lawyer and must be reviewed by the company before it is relied on.';

const contactLine = `You can reach us through the contact page or by phone at ${site.phone}. Our office is in ${site.headquarters}.`;

export const privacyPolicy: Policy = {
  title: 'Privacy policy',
  updated: '2026-12-07',
  intro: `This policy explains what personal information ${site.name} collects through this website and the Voices of Africa community, why we collect it, and the choices you have.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'When you send a message through the contact form we store your name, e-mail address, the topic you chose and your message, with the time it was sent.',
        'To keep scripted floods out, the form sends from an anonymous session of your visit that holds nothing about you; we note only how many messages it has sent and when the last one went, and accept one a minute and five a visit.',
        'When you become a member of Voices of Africa we store your e-mail address, your sign-in method and your membership details, so that you can sign in and take part.',
        'The images you upload (your portrait, your posts’ covers) are stored in the sizes the pages need, with everything the camera wrote into the file removed, such as the place a photo was taken. An upload you do not use in your card or a post is deleted after a day; one you replace or remove is deleted at once. Images reach readers through a content delivery network; its copies, and those kept by readers’ browsers, expire within 24 hours, so an image that is deleted stops loading from this site within 24 hours.',
        'If you report a post or a comment, we keep your report (what you reported, your reason and the administrators’ decision) until you delete your account. Only you and the administrators can read it; the author is not told who reported them.',
        'If you ask for a new display name, we keep your request and the decision on it (with the reason, if one was given) until you make another request or delete your account. Only you and the administrators can read it.',
        'We do not use advertising trackers. This site does not sell or share your personal information with advertisers.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'We use your information to answer your messages, to provide the services you ask for, to run the community and to keep the site secure. We rely on your consent, on the steps needed to provide a service you requested, and on our legitimate interest in running the company.',
        'The site e-mails members only about their own account, membership and writing: a link to verify their e-mail address (or a new one, before it replaces the old), a password-reset link when they ask for one, the ways their account signs in when someone asks for them on the sign-in page (at most once an hour), and, once their address is verified, when an application is approved or declined (with the reason), when their membership is suspended (with the reason) or the suspension ends, when a post they wrote is published or returned to them with a note, when a member comments on one of their posts, and when a banned book they proposed is added to the list or declined. Members choose which of the last three kinds they receive on the My account page, and each such e-mail has a link to stop that kind at once. The My account page also lists these notices, e-mailed or not. It sends no newsletters or advertising.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Only the staff who need your information to help you can read it. Contact messages can be read only by administrators, and each one is also e-mailed to them so that they can reply. They are told the same way of new membership applications, posts submitted for review and banned-book proposals.',
        'We use a cloud hosting and database provider to store data on our behalf, and an e-mail delivery provider to send the e-mails above, under contracts that forbid them from using it for anything else. We share information with authorities only when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep a contact message for two years after you send it; the database then deletes it on its own. The copies of the e-mails the site sends, and the notices listed on the My account page, are deleted three months after they are sent. We keep your member records until you delete your account. Project files are kept for the period agreed in your contract.',
        'The anonymous session the contact page sends from, and its count of messages, are deleted a day after the session began (a job checks every hour). The logs of the site’s server functions, which can name an account by its identifier, are deleted after 30 days.',
        'Deleting your account (on the My account page, after you confirm with your password or your Google sign-in) deletes at once your sign-in, your profile and application, your public card and its portrait, any request for a new name, all your posts, published ones included, with their covers, the images you had uploaded but not used yet, all your comments, all your banned-book proposals, approved ones included, the messages sent through the contact form from your account’s e-mail address, our copies of the e-mails sent to you or about you, the notices listed for you, your choice of e-mails and your reports.',
        'What stays: the administrators’ audit log keeps its record of their actions about your account (such as a change of type, a suspension or a decision on your name), with your account’s identifier replaced by “deleted-member” and without your name, your address or any reason given. If you were an administrator, the contact messages you handled and the applications and names you reviewed stay, marked “deleted-member” in the same way, and the copies of notifications that also went to other administrators stay for them, without your address. Contact messages sent from another address are not linked to your account: they follow the two-year rule above, or are deleted earlier if you ask us. E-mails already delivered stay in the mailboxes they reached.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Members can do most of this themselves on the My account page: download a copy of all their data as a JSON file (their account, profile and application, public card, request for a new name, choice of e-mails and notices, posts, comments, banned-book proposals and reports, with links to the images they show), choose which e-mails they receive, change their e-mail address or password, edit their application while it awaits review, or their public card once they are a member (a new display name shows once an administrator approves it), withdraw their drafts, posts awaiting review and proposals awaiting review, and delete their account.',
        'You can also ask us to see, correct or delete the personal information we hold about you, or ask us to stop using it. We will answer within thirty days. Depending on where you live, you may also have the right to complain to a data-protection authority.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [contactLine],
    },
  ],
};

export const termsOfService: Policy = {
  title: 'Terms of service',
  updated: '2026-12-07',
  intro: `These terms apply to your use of the ${site.name} website and the Voices of Africa community. By using the site you agree to them.`,
  sections: [
    {
      heading: 'Using the site',
      paragraphs: [
        'You may read, share and link to the public pages of this site. Please do not try to disrupt it, access areas you are not allowed into, or collect other people’s information from it.',
      ],
    },
    {
      heading: 'Membership',
      paragraphs: [
        'Voices of Africa members are responsible for keeping their sign-in details safe and for what they post. We may suspend an account that harasses others or breaks these terms, and we tell you why: the admin who suspends it writes the reason, which we e-mail to your address if it is verified and show on your My account page. While the suspension lasts you cannot post, comment, propose a book, report, edit your card or your application, or withdraw anything, and your card leaves the directories; you can still sign in, read, download your data and delete your account. We may also delete an account, as you can delete your own.',
        'You can delete your account at any time on the My account page. It cannot be undone: your sign-in, profile, public card, posts and proposals are deleted at once.',
      ],
    },
    {
      heading: 'Your work stays yours',
      paragraphs: [
        'You keep all rights in the writing you share with us or post in the community. You give us permission to store and display it only as needed to provide the service, and you can remove it at any time: withdraw a draft, a post awaiting review or a proposal awaiting review on the My account page; ask us through the contact page to take down a published post; or delete your account, which deletes everything you posted, published posts included.',
      ],
    },
    {
      heading: 'Our content',
      paragraphs: [
        'The text, artwork and design of this site belong to us or to the people who allowed us to publish their work. Writing samples and creative pieces are shared with their authors’ permission and may not be reused without it.',
      ],
    },
    {
      heading: 'Paid services',
      paragraphs: [
        'Editing and writing projects are governed by the written agreement we sign with each client, which takes precedence over these terms.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We work hard to keep the site accurate and available, but it is provided as it is. To the extent the law allows, we are not liable for indirect losses arising from its use.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms and will show the date of the latest revision on this page.',
        contactLine,
      ],
    },
  ],
};
