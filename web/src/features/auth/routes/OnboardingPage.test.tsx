import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/firebase/auth';
import { createAccount, deleteDoc, readDoc, resetEmulators, waitForDoc, writeDoc } from '../../../test/emulators';
import { renderApp, signOutEverywhere } from '../../../test/render-app';

beforeEach(async () => {
  await signOutEverywhere();
  await resetEmulators();
});
afterEach(() => vi.restoreAllMocks());

/** A signed-in member whose profile has the given extra fields. */
async function signedInMember(fields: Record<string, string | null | boolean> = {}): Promise<string> {
  const uid = await createAccount('applicant@example.com', 'a good password');
  await waitForDoc(`users/${uid}`);
  if (Object.keys(fields).length > 0) await writeDoc(`users/${uid}`, fields);
  await signInWithEmailAndPassword(auth, 'applicant@example.com', 'a good password');
  return uid;
}

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
      await screen.findByText(/This name is kept for the editors of Sankofa and Voices of Africa/),
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
