import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { createAdmin, createMember, openApplication, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { listDocs, waitForDoc } from './support/firestore.ts';

/**
 * A contact message from the public form to the admins: it lands in the contact inbox of
 * /voa/admin, where an admin reads it and marks it handled, and the notification trigger queues
 * one e-mail to the admins (ADMIN_NOTIFICATION_EMAILS of the emulators: admin@voices.test), which
 * the Outbox shows with the visitor as Reply-To.
 */
const browser = useBrowser();

/**
 * Opens an admin section through its link until `name` is listed there (a trigger's write arrives in
 * its own time): between tries another section is opened, so the list is read again. In-app
 * navigation, not page loads, which would abort the requests under way.
 */
async function openSectionUntilListed(page: Page, section: string, name: string, hasText?: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect
    .poll(
      async () => {
        await nav.getByRole('link', { name: 'Members', exact: true }).click();
        await page.getByRole('heading', { level: 2, name: 'Members' }).waitFor();
        await nav.getByRole('link', { name: section, exact: true }).click();
        // Other tests' mails may share the subject: `hasText` picks this test's one.
        const articles = page.getByRole('article', { name, exact: true });
        return (hasText ? articles.filter({ hasText }) : articles).waitFor({ timeout: 5_000 }).then(
          () => 1,
          () => 0,
        );
      },
      { timeout: 30_000 },
    )
    .toBe(1);
}

/** A mail/{id} document (shared/model/mail.ts) welcoming that address. */
function isWelcomeTo(mail: Record<string, unknown>, address: string): boolean {
  const { to, message } = mail as { to?: unknown; message?: { subject?: unknown } };
  return Array.isArray(to) && to.includes(address) && message?.subject === 'Welcome to Voices of Africa';
}

describe('contact: a message reaches the inbox and the admins\u2019 mail', () => {
  it('a visitor writes; an admin reads it, marks it handled; the Outbox holds the mail to the admins', async () => {
    const name = `Ama Owusu ${Date.now().toString(36)}`;
    const email = uniqueEmail('visitor');
    const text = 'I have a memoir of 70,000 words and would like a developmental edit this spring.';
    const visitor = await openWatchedPage(browser());
    const admin = await openWatchedPage(browser());
    try {
      await visit(visitor.page, '/contact');
      const form = visitor.page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Your name').fill(name);
      await form.getByLabel('E-mail address').fill(email);
      await form.getByLabel('Topic').selectOption({ label: 'Editing a manuscript or document' });
      await form.getByLabel('Message').fill(text);
      await form.getByRole('button', { name: 'Send message' }).click();
      // The first send loads validation and the Firebase SDKs and opens an anonymous session on the
      // Auth emulator: on a busy 2-core machine that can outlast the 10 s default.
      await expect.poll(() => visitor.page.getByText(`Thank you, ${name}.`).count(), { timeout: 30_000 }).toBe(1);
      expect(visitor.problems).toEqual([]);

      await openSignedIn(admin.page, await createAdmin(), '/voa/admin?section=contact-inbox');
      await expect.poll(() => admin.page.getByText(/contact messages? (is|are) waiting for a reply\./).count()).toBe(1);
      const message = admin.page.getByRole('article', { name, exact: true });
      await message.waitFor();
      await expect.poll(() => message.getByText('Not handled yet').count()).toBe(1);
      await message.getByText('Read the message').click();
      await expect.poll(() => message.getByText(text).isVisible()).toBe(true);
      await message.getByRole('button', { name: 'Mark handled' }).click();
      await expect.poll(() => message.getByText(/^Handled on /).count()).toBe(1);

      // Stored: the inbox read afresh still shows it handled.
      await openSectionUntilListed(admin.page, 'Contact inbox', name);
      const reloaded = admin.page.getByRole('article', { name, exact: true });
      expect(await reloaded.getByText(/^Handled on /).count()).toBe(1);
      expect(await reloaded.getByRole('button', { name: 'Mark not handled' }).count()).toBe(1);

      const subject = `Contact form (editing): ${name}`;
      await openSectionUntilListed(admin.page, 'Outbox', subject);
      const mail = admin.page.getByRole('article', { name: subject, exact: true });
      expect(await mail.innerText()).toMatch(/To\s*admin@voices\.test/);
      expect(await mail.innerText()).toMatch(new RegExp(`Reply to\\s*${email.replace(/[.+]/g, '\\$&')}`));
      await mail.getByText('Read the e-mail').click();
      await expect.poll(() => mail.getByText(text, { exact: false }).isVisible()).toBe(true);
      expect(admin.problems).toEqual([]);
    } finally {
      await visitor.close();
      await admin.close();
    }
  });

  it('an applicant approved in /voa/admin gets one welcome mail (in the Outbox), and their card shows', async () => {
    const displayName = `Kwame Boateng ${Date.now().toString(36)}`;
    const [admin, applicant] = await Promise.all([createAdmin(), createMember('pending', { displayName })]);
    const reviewer = await openWatchedPage(browser());
    const visitor = await openWatchedPage(browser());
    try {
      const application = await openApplication(reviewer.page, admin, displayName);
      await application.getByRole('button', { name: 'Approve', exact: true }).click();
      await waitForDoc(`users/${applicant.uid}`, (profile) => profile.status === 'active');
      // The welcome mail is a trigger's write, in its own time on a busy machine: wait for it, so
      // that a lost trigger fails here, and a slow one does not fail the Outbox's reading below.
      await expect
        .poll(async () => (await listDocs('mail')).some((mail) => isWelcomeTo(mail, applicant.email)), {
          timeout: 60_000,
        })
        .toBe(true);

      // The welcome mail, to the applicant's own address (the admins got the application's earlier).
      await openSectionUntilListed(reviewer.page, 'Outbox', 'Welcome to Voices of Africa', applicant.email);
      const welcome = reviewer.page
        .getByRole('article', { name: 'Welcome to Voices of Africa', exact: true })
        .filter({ hasText: applicant.email });
      expect(await welcome.count()).toBe(1);
      await welcome.getByText('Read the e-mail').click();
      await expect.poll(() => welcome.getByText(`Dear ${displayName}`, { exact: false }).isVisible()).toBe(true);
      expect(reviewer.problems).toEqual([]);

      await visit(visitor.page, `/voa/members/${applicant.uid}`);
      await expect.poll(() => visitor.page.getByRole('heading', { level: 1, name: displayName }).count()).toBe(1);
      expect(visitor.problems).toEqual([]);
    } finally {
      await reviewer.close();
      await visitor.close();
    }
  });
});
