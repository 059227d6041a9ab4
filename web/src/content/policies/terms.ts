import { site } from '@/config/site';
import { NOTICE_LINKS } from '@/lib/model';
import { link, type Policy } from './types';

const account = link('My account', NOTICE_LINKS.account);
const contactPage = link('the contact page', NOTICE_LINKS.contact);

export const termsOfService: Policy = {
  title: 'Terms of service',
  intro: [
    `These terms apply to your use of the ${site.name} website and the Voices of Africa community. By using the site you agree to them. How we handle personal information is in the `,
    link('privacy policy', '/policies/privacy'),
    '.',
  ],
  sections: [
    {
      id: 'using-the-site',
      heading: 'Using the site',
      blocks: [
        'You may read, share and link to the public pages of this site. Do not try to disrupt it, to reach areas you are not allowed into, or to collect other people’s information from it.',
      ],
    },
    {
      id: 'membership',
      heading: 'Membership',
      blocks: [
        'Voices of Africa members are responsible for keeping their sign-in details safe and for what they post. When you apply, you agree to the community guidelines: share your own work or credit others’ clearly, critique the writing and never the writer, respect every language and tradition, keep members’ private stories private, and no harassment, hate speech or spam.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension',
      blocks: [
        [
          'An administrator may suspend a membership that breaks these terms or the guidelines, such as one that harasses others, and must give a reason. We tell you that reason: by e-mail, if your address is verified, and always on your ',
          account,
          ' page.',
        ],
        'While your membership is suspended, you cannot post, comment, propose a book, report, edit your card or your application, or withdraw anything, and your card is out of the directories. What you have already published stays up. You can still sign in and read, download your data or delete your account.',
        [
          'If you think a suspension is a mistake, tell us through ',
          contactPage,
          '. When an administrator lifts it, we tell you the same way, your card returns to the directories as it was (unless an administrator had taken it out before), and you can again do everything you could before.',
        ],
      ],
    },
    {
      id: 'closing-an-account',
      heading: 'Closing an account',
      blocks: [
        [
          'You can delete your account at any time on ',
          account,
          '. It cannot be undone: your sign-in, profile, public card, posts, comments and proposals are deleted at once, with the rest the ',
          link('privacy policy lists', '/policies/privacy#deleting-your-account'),
          '. An administrator may delete an account that breaks these terms in the same way; the administrators’ audit log records it without naming you.',
        ],
      ],
    },
    {
      id: 'your-work',
      heading: 'Your work stays yours',
      blocks: [
        [
          'You keep all rights in the writing you share with us or post in the community. You give us permission to store and show it only as needed to provide the service, and you can remove it: withdraw a draft, a post awaiting review or a proposal awaiting review on ',
          account,
          ' (not while your membership is suspended); ask us through ',
          contactPage,
          ' to take down a published post or a comment; or delete your account at any time, which deletes everything you posted, published posts included.',
        ],
      ],
    },
    {
      id: 'our-content',
      heading: 'Our content',
      blocks: [
        'The text, artwork and design of this site belong to us or to the people who allowed us to publish their work. The extracts of our clients’ work and the members’ creative pieces are shown with their authors’ permission and may not be reused without it.',
      ],
    },
    {
      id: 'paid-services',
      heading: 'Paid services',
      blocks: [
        'Editing and writing projects are governed by the written agreement we sign with each client, which takes precedence over these terms.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        'We work hard to keep the site accurate and available, but it is provided as it is. To the extent the law allows, we are not liable for indirect losses arising from its use.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes and contact',
      blocks: [
        'When these terms change, the date at the top of the page changes, and the revision history below says what changed and when.',
        [
          'You can reach us through ',
          contactPage,
          ` or by phone at ${site.phone}. Our office is in ${site.headquarters}.`,
        ],
      ],
    },
  ],
  revisions: [
    {
      date: '2026-12-07',
      summary:
        'First published version: what a suspension does, that you are told why and how to contest it; closing an account; your work stays yours.',
      fingerprint: '42865bc5cce1',
    },
  ],
};
