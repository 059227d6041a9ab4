import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@/lib/firebase/auth';
import { deleteDoc, followOobLink, markEmailVerified, oobCodes, readDoc, writeDoc } from '@/test/emulators';
import { renderApp, signInAsMember, signOutEverywhere, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);
afterEach(() => vi.restoreAllMocks());

/**
 * A signed-in member whose profile has the given extra fields. Their address is verified (as
 * applying needs) unless `verified` is false.
 */
const signedInMember = (fields: Record<string, string | null | boolean> = {}, { verified = true } = {}) =>
  signInAsMember('applicant@example.com', fields, { verified });

const application = {
  displayName: 'Nia Mensah',
  memberKind: 'voice',
  country: 'Ghana',
  bio: 'I write short fiction about Accra and the sea.',
  guidelinesAccepted: true,
};

/** Fills in the application form with `application` and sends it. */
async function fillApplication(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(await screen.findByLabelText('Name to show other members'), application.displayName);
  await user.click(screen.getByRole('radio', { name: /A voice/ }));
  await user.type(screen.getByLabelText('Country'), application.country);
  await user.type(screen.getByLabelText('A short bio'), application.bio);
  await user.click(screen.getByRole('checkbox', { name: /agree to the community guidelines/ }));
  await user.click(screen.getByRole('button', { name: 'Send my application' }));
}

describe('onboarding page /voa/onboard', () => {
  it('sends a signed-out visitor to sign-in', async () => {
    const { router } = renderApp('/voa/onboard');
    expect(await screen.findByRole('heading', { name: 'Sign in to Voices of Africa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/voa/_auth_');
  });

  it('sends an active member to the community home', async () => {
    await signedInMember({ status: 'active', type: 'peer' });
    const { router } = renderApp('/voa/onboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/voa/voices-of-africa'));
  });

  it('catches every missing answer before writing anything', async () => {
    const uid = await signedInMember();
    const user = userEvent.setup();
    renderApp('/voa/onboard');
    await user.click(await screen.findByRole('button', { name: 'Send my application' }));

    expect(await screen.findByText('Enter a name of at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose how you are applying: voice, auntie or peer.')).toBeInTheDocument();
    expect(screen.getByText('Enter your country.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 20 characters about yourself.')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the community guidelines to apply.')).toBeInTheDocument();
    expect(await readDoc(`users/${uid}`)).toMatchObject({ status: '' });
  });

  it('refuses a name reserved for the editors with a message saying why, keeping what was typed', async () => {
    const uid = await signedInMember();
    const user = userEvent.setup();
    renderApp('/voa/onboard');
    await user.type(await screen.findByLabelText('Name to show other members'), 'Voices of Africa Editors');
    await user.click(screen.getByRole('radio', { name: /A voice/ }));
    await user.type(screen.getByLabelText('Country'), application.country);
    await user.type(screen.getByLabelText('A short bio'), application.bio);
    await user.click(screen.getByRole('checkbox', { name: /agree to the community guidelines/ }));
    await user.click(screen.getByRole('button', { name: 'Send my application' }));

    expect(
      await screen.findByText(/This name reads as one kept for the editors of Sankofa and Voices of Africa/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue(application.country);
    expect(await readDoc(`users/${uid}`)).toMatchObject({ status: '' });

    await user.clear(screen.getByLabelText('Name to show other members'));
    await user.type(screen.getByLabelText('Name to show other members'), application.displayName);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeInTheDocument();
  });

  it('submits the application: status pending, and the member sees it is under review', async () => {
    const uid = await signedInMember();
    const user = userEvent.setup();
    renderApp('/voa/onboard');
    await fillApplication(user);

    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeInTheDocument();
    expect(await readDoc(`users/${uid}`)).toMatchObject({ ...application, status: 'pending', type: null });
  });

  it('submits for an account whose profile was missing at sign-in: the sign-in healed it', async () => {
    const uid = await signedInMember();
    await signOutEverywhere();
    await deleteDoc(`users/${uid}`);
    vi.spyOn(console, 'error').mockImplementation(() => {}); // "No profile record", as the spec says
    await signInWithEmailAndPassword(auth, 'applicant@example.com', 'a good password');
    const user = userEvent.setup();
    renderApp('/voa/onboard');
    await fillApplication(user);

    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeInTheDocument();
    expect(await readDoc(`users/${uid}`)).toMatchObject({
      ...application,
      email: 'applicant@example.com',
      status: 'pending',
      type: null,
    });
  });

  it('submits even when the profile went missing after the page opened', async () => {
    const uid = await signedInMember();
    const user = userEvent.setup();
    renderApp('/voa/onboard');
    await screen.findByLabelText('Name to show other members');
    await deleteDoc(`users/${uid}`);
    await fillApplication(user);

    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeInTheDocument();
    const profile = await readDoc(`users/${uid}`);
    expect(profile).toMatchObject({ ...application, email: 'applicant@example.com', status: 'pending', type: null });
    expect(profile).toHaveProperty('created');
  });

  it('lets a pending member edit the application, which stays pending', async () => {
    const uid = await signedInMember({ ...application, status: 'pending' });
    const user = userEvent.setup();
    renderApp('/voa/onboard');
    await user.click(await screen.findByRole('button', { name: 'Edit my application' }));
    const bio = screen.getByLabelText('A short bio');
    expect(bio).toHaveValue(application.bio);
    await user.clear(bio);
    await user.type(bio, 'I write short fiction and poems about Accra.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('I write short fiction and poems about Accra.')).toBeInTheDocument();
    expect(await readDoc(`users/${uid}`)).toMatchObject({
      status: 'pending',
      bio: 'I write short fiction and poems about Accra.',
    });
  });

  it('after approval, "Check my status" refreshes and lands the member on the community home', async () => {
    const uid = await signedInMember({ ...application, status: 'pending' });
    const user = userEvent.setup();
    const { router } = renderApp('/voa/onboard');
    const check = await screen.findByRole('button', { name: 'Check my status' });
    await writeDoc(`users/${uid}`, { status: 'active', type: 'voice' }); // what reviewMember does

    await user.click(check);

    await waitFor(() => expect(router.state.location.pathname).toBe('/voa/voices-of-africa'));
    expect(await screen.findByText(/You are a member of the community as a voice/)).toBeInTheDocument();
  });

  it('shows why an earlier application was declined, with the form to apply again', async () => {
    await signedInMember({ ...application, status: '', reviewNote: 'Tell us more about your writing.' });
    renderApp('/voa/onboard');
    expect(await screen.findByText('Tell us more about your writing.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name to show other members')).toHaveValue(application.displayName);
  });

  it('signs out with the toast "Successfully logged out" and goes back to sign-in', async () => {
    await signedInMember();
    const user = userEvent.setup();
    const { router } = renderApp('/voa/onboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/voa/_auth_'));
  });
});

describe('onboarding: verifying the e-mail address first', () => {
  const email = 'applicant@example.com';
  const notice = () => screen.findByRole('region', { name: 'Verify your e-mail address' });

  it('tells an unverified member why and what to do; "Send the link again" sends one, then asks to wait', async () => {
    await signedInMember({}, { verified: false });
    const user = userEvent.setup();
    renderApp('/voa/onboard');
    const region = await notice();
    expect(region).toHaveTextContent(`${email} is not verified yet`);
    expect(region).toHaveTextContent('An application can be sent only from a verified address');

    const before = (await oobCodes(email)).length; // the emulator keeps earlier tests' codes
    await user.click(within(region).getByRole('button', { name: 'Send the link again' }));
    expect(await within(region).findByText(`A new link is on its way to ${email}.`)).toBeInTheDocument();
    const codes = (await oobCodes(email)).slice(before);
    expect(codes.map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);
    // Back through the sign-in page, which says the address is verified, then on to onboarding.
    expect(new URL(codes[0]?.oobLink ?? '').searchParams.get('continueUrl')).toBe(
      `${location.origin}/voa/_auth_?verified=1`,
    );

    await user.click(within(region).getByRole('button', { name: 'Send the link again' }));
    expect(await within(region).findByText(/You can ask for another in \d+ seconds\./)).toBeInTheDocument();
    expect(await oobCodes(email)).toHaveLength(before + 1);
  });

  it('"I’ve verified it" before the link is followed says it is not verified yet', async () => {
    await signedInMember({}, { verified: false });
    const user = userEvent.setup();
    renderApp('/voa/onboard');
    const region = await notice();
    await user.click(within(region).getByRole('button', { name: 'I’ve verified it' }));
    expect(
      await within(region).findByText(
        `${email} is not verified yet. Open the link in the mail first; if it is not in your inbox, look in your spam folder.`,
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('answers "I’ve verified it" pressed while the check of the window’s focus still runs', async () => {
    await signedInMember({}, { verified: false });
    renderApp('/voa/onboard');
    const region = await notice();
    // Coming back to the tab and clicking: the focus starts a quiet check, the click must still be answered.
    act(() => {
      window.dispatchEvent(new Event('focus'));
      within(region).getByRole('button', { name: 'I’ve verified it' }).click();
    });
    expect(
      await within(region).findByText(
        `${email} is not verified yet. Open the link in the mail first; if it is not in your inbox, look in your spam folder.`,
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('refuses the application while unverified, keeping it in the form; after the link it goes through', async () => {
    const uid = await signedInMember({}, { verified: false });
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the refused save is logged
    const user = userEvent.setup();
    renderApp('/voa/onboard');
    await fillApplication(user);

    expect(
      await screen.findByText(
        'Verify your e-mail address first (see above): your application stays in the form until you send it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('A short bio')).toHaveValue(application.bio);
    expect(await readDoc(`users/${uid}`)).toMatchObject({ status: '' });

    const region = await notice();
    await user.click(within(region).getByRole('button', { name: 'Send the link again' }));
    await within(region).findByText(`A new link is on its way to ${email}.`);
    await followOobLink(email);
    await user.click(within(region).getByRole('button', { name: 'I’ve verified it' }));

    expect(await screen.findByText(`Thank you: ${email} is verified.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeInTheDocument();
    expect(await readDoc(`users/${uid}`)).toMatchObject({ ...application, status: 'pending' });
  });

  it('notices a link followed in another tab when the member comes back to the page', async () => {
    const uid = await signedInMember({}, { verified: false });
    renderApp('/voa/onboard');
    await notice();
    await markEmailVerified(uid);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(await screen.findByText(`Thank you: ${email} is verified.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull());
  });

  it('notices a link followed on another device while the page stays in front, with no focus or visibility change', async () => {
    const uid = await signedInMember({}, { verified: false });
    renderApp('/voa/onboard');
    await notice();
    await markEmailVerified(uid);

    // The notice looks again by itself within seconds (the first look comes after 5).
    expect(await screen.findByText(`Thank you: ${email} is verified.`, {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull());
  });

  it('sends the application at once when the link was followed before the page noticed', async () => {
    const uid = await signedInMember({}, { verified: false });
    const user = userEvent.setup();
    renderApp('/voa/onboard');
    await notice();
    await markEmailVerified(uid);
    await fillApplication(user);

    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeInTheDocument();
    expect(await readDoc(`users/${uid}`)).toMatchObject({ status: 'pending' });
  });

  it('after a sign-up, says the link went to the new address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/voa/_auth_');
    await user.click(await screen.findByRole('button', { name: "I'm new here" }));
    await user.type(screen.getAllByLabelText('E-mail')[0] as HTMLElement, 'newcomer@example.com');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/voa/onboard'), { timeout: 20_000 });
    const region = await notice();
    await waitFor(() => expect(region).toHaveTextContent('We sent a link to newcomer@example.com.'));
    expect((await oobCodes('newcomer@example.com')).map((code) => code.requestType)).toContain('VERIFY_EMAIL');
  });

  it('shows a verified member no notice', async () => {
    await signedInMember();
    renderApp('/voa/onboard');
    await screen.findByLabelText('Name to show other members');
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull();
  });
});
