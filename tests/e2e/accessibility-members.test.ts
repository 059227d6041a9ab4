import { describe, expect, it } from 'vitest';
import { loadRouteTable, publicPages, routesByAccess } from '#tools/e2e/site.ts';
import {
  auditMember,
  type AuditMember,
  NO_VIOLATIONS,
  violationsAtBothWidths,
  violationsInBothSchemes,
} from './support/accessibility.ts';
import { useBrowser } from './support/browser.ts';
import type { TestUser } from './support/auth.ts';
import { updateDoc } from './support/firestore.ts';
import { createAdmin, createMember, openSignedIn, type MemberStatus } from './support/members.ts';
import { openWatchedPage, viewports } from './support/page.ts';
import { visitorFor } from './support/visits.ts';

const table = await loadRouteTable();
const pages = publicPages(table);
/** The members' pages of the route table that an active member opens (visits.ts). */
const activeMembersPages = routesByAccess(table, 'member')
  .filter((route) => visitorFor(route) === 'active member')
  .map((route) => route.path);
const browser = useBrowser();

/**
 * The signed-in states each page is checked in (signed out: accessibility-public.test.ts). A state
 * names the member's status: its tests share one such member (auditMember), and each opens the
 * page with their session. The sign-in page sends signed-in members away (spec section 4), so these
 * states check the member pages.
 */
const states: { name: string; member: MemberStatus; verified?: boolean; paths: string[] }[] = [
  { name: 'signed in, new member', member: '', paths: ['/voa/onboard', '/voa/voices-of-africa', '/voa/account'] },
  // "Verify your e-mail address" on both pages that show it.
  {
    name: 'signed in, new member, e-mail not verified',
    member: '',
    verified: false,
    paths: ['/voa/onboard', '/voa/account'],
  },
  { name: 'signed in, application under review', member: 'pending', paths: ['/voa/onboard', '/voa/account'] },
  {
    name: 'signed in, active member',
    member: 'active',
    // Every community page as a member sees it (panels, "Write a post", "Propose a book", "Edit my card"),
    // and every members' page of the table but onboarding, which sends an active member on.
    paths: [
      ...pages.map((p) => p.path).filter((path) => path.startsWith('/voa/') && path !== '/voa/_auth_'),
      ...activeMembersPages,
    ],
  },
];

/** The admin area's sections (?section=<id>); the content sections have a "New" form, the member ones none. */
const adminSections = [
  { id: 'applications', hasNewForm: false },
  { id: 'members', hasNewForm: false },
  { id: 'audit', hasNewForm: false },
  { id: 'contact-inbox', hasNewForm: false },
  { id: 'posts', hasNewForm: true },
  { id: 'library', hasNewForm: true },
  { id: 'banned-books', hasNewForm: true },
  { id: 'albums', hasNewForm: true },
  { id: 'advisory', hasNewForm: true },
  { id: 'insights', hasNewForm: true },
  { id: 'team', hasNewForm: true },
  { id: 'outbox', hasNewForm: false },
];

describe.each(states)('WCAG 2.2 A and AA (axe-core), $name', ({ member, verified = true, paths }) => {
  const account = auditMember(member, { verified });
  it.each(paths)('%s has no violations at 1440 and 375 px, light, and no colour violations dark', async (path) => {
    expect(await violationsAtBothWidths(browser(), path, account)).toEqual(NO_VIOLATIONS);
  });
});

/**
 * An active member with unread notices, twelve (the bell's "9+", the page's "New", Mark as read,
 * Load more), as the notify* functions write them: the bell in the header and the notifications page.
 */
const withNotices: AuditMember = {
  status: 'active',
  account: (() => {
    let account: Promise<TestUser> | undefined;
    const withUnread = async () => {
      const member = await createMember('active', { label: 'notices' });
      for (let minute = 1; minute <= 12; minute += 1) {
        await updateDoc(`users/${member.uid}/notifications/audit-${minute}`, {
          event: 'commentOnPost',
          subject: `A new comment on your post, number ${minute}`,
          link: '/voa/blog',
          mailed: minute % 2 === 0,
          created: new Date(Date.now() - minute * 60_000),
          expiresAt: new Date(Date.now() + 90 * 86_400_000),
          read: false,
        });
      }
      return member;
    };
    return () => (account ??= withUnread());
  })(),
};

describe('WCAG 2.2 A and AA (axe-core), signed in, active member with unread notices', () => {
  it.each(['/voa/notifications', '/voa/blog'])(
    '%s has no violations at 1440 and 375 px, light, and no colour violations dark, with the bell’s count',
    async (path) => {
      expect(await violationsAtBothWidths(browser(), path, withNotices)).toEqual(NO_VIOLATIONS);
    },
  );
});

describe('WCAG 2.2 A and AA (axe-core), signed in, admin', () => {
  // One admin for every section: the tests open the "New" forms, and save none.
  let admin: Promise<TestUser> | undefined;
  it.each(adminSections)(
    '/voa/admin?section=$id has no violations, nor has its "New" form, light, and no colour violations dark',
    async ({ id, hasNewForm }) => {
      const { page, close } = await openWatchedPage(browser(), { viewport: viewports.desktop });
      try {
        await openSignedIn(page, await (admin ??= createAdmin()), `/voa/admin?section=${id}`);
        await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
        await expect.poll(() => page.getByText(/^Loading|^Checking/).count(), { message: 'still loading' }).toBe(0);
        const list = await violationsInBothSchemes(page);
        const newButton = page.getByRole('button', { name: /^New/ });
        expect(await newButton.count(), 'a "New" button').toBe(hasNewForm ? 1 : 0);
        let form = { light: [] as string[], dark: [] as string[] };
        if (hasNewForm) {
          await newButton.click();
          await page.locator('form').first().waitFor();
          form = await violationsInBothSchemes(page);
        }
        const none = { light: [], dark: [] };
        expect({ list, form }).toEqual({ list: none, form: none });
      } finally {
        await close();
      }
    },
  );
});
