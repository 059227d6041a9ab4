import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { documentsUrl, readDoc } from './support/firestore.ts';
import { createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage } from './support/page.ts';

const browser = useBrowser();

/** users/{uid}, with an update mask naming the fields a PATCH sets (so it merges, as the SDK's updateDoc does). */
function profileUrl(uid: string, fields?: object): string {
  const mask = Object.keys(fields ?? {})
    .map((key) => `updateMask.fieldPaths=${key}`)
    .join('&');
  return `${documentsUrl}/users/${uid}${mask ? `?${mask}` : ''}`;
}

interface Answer {
  status: number;
  error?: string;
  email?: string;
}

describe("a member's browser session against Firestore (firestore.rules, not the UI)", () => {
  it("reads its own profile, but may not write another member's nor promote itself", async () => {
    const [member, other] = await Promise.all([createMember('pending'), createMember('pending', { label: 'other' })]);
    const { page, close } = await openWatchedPage(browser());
    try {
      await openSignedIn(page, member, '/voa/onboard');
      await page.getByRole('heading', { name: 'Your application is under review' }).waitFor();

      // Requests from the page itself (its origin, the site's CSP), with the member's ID token as the SDK sends it.
      const request = (method: 'GET' | 'PATCH', uid: string, fields?: object) =>
        page.evaluate(
          async ({ url, method, token, fields }): Promise<Answer> => {
            const response = await fetch(url, {
              method,
              headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
              ...(fields ? { body: JSON.stringify({ fields }) } : {}),
            });
            const body = (await response.json()) as {
              error?: { status: string };
              fields?: { email?: { stringValue: string } };
            };
            return {
              status: response.status,
              ...(body.error ? { error: body.error.status } : {}),
              ...(body.fields?.email ? { email: body.fields.email.stringValue } : {}),
            };
          },
          {
            url: profileUrl(uid, fields),
            method,
            token: member.idToken,
            fields,
          },
        );

      expect(await request('GET', member.uid)).toEqual({ status: 200, email: member.email });
      expect(await request('GET', other.uid)).toEqual({ status: 403, error: 'PERMISSION_DENIED' });
      expect(
        await request('PATCH', other.uid, { bio: { stringValue: 'Overwritten by someone else entirely.' } }),
      ).toEqual({ status: 403, error: 'PERMISSION_DENIED' });
      expect(
        await request('PATCH', member.uid, { status: { stringValue: 'active' }, type: { stringValue: 'voice' } }),
      ).toEqual({ status: 403, error: 'PERMISSION_DENIED' });

      expect(await readDoc(`users/${other.uid}`)).toMatchObject({
        status: 'pending',
        bio: expect.not.stringContaining('Overwritten'),
      });
      expect(await readDoc(`users/${member.uid}`)).toMatchObject({ status: 'pending', type: null });
    } finally {
      await close();
    }
  });
});
