import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@/lib/firebase/auth';
import { createAccount, listAccounts, listDocs, markEmailVerified, waitForDoc, writeDoc } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);
afterEach(() => vi.restoreAllMocks());

const emailField = () => screen.getAllByLabelText('E-mail')[0] as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;

describe('sign-in page /voa/_auth_', () => {
  it('catches a bad e-mail and a short password before any call, and creates no account', async () => {
    const user = userEvent.setup();
    renderApp('/voa/_auth_');
    await user.click(await screen.findByRole('button', { name: "I'm new here" }));
    await user.type(emailField(), 'amina.example.com');
    await user.type(passwordField(), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Choose a password of at least 8 characters.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(auth.currentUser).toBeNull();
    // Not this e-mail nor any other: the emulator holds no account at all (it was emptied before).
    expect(await listAccounts()).toEqual([]);
  });

  it('explains a wrong password in words and keeps what the member typed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {}); // a failed call is logged by design
    await createAccount('amina@example.com', 'the right password');
    const user = userEvent.setup();
    renderApp('/voa/_auth_');
    await user.type(await screen.findByLabelText('Password'), 'a wrong password');
    await user.type(emailField(), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(/The e-mail or password is not correct/)).toBeInTheDocument();
    expect(emailField()).toHaveValue('amina@example.com');
    expect(passwordField()).toHaveValue('a wrong password');
    expect(logged).toHaveBeenCalledWith('Sign-in failed', expect.objectContaining({ code: 'auth/wrong-password' }));
  });

  it('signs a new member up and sends them to onboarding', async () => {
    // The provider waits for the trigger's profile; only if it has not come within the wait (a lost
    // or slow trigger call) does it log that there is none (spec section 4): nothing else.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/voa/_auth_');
    await user.click(await screen.findByRole('button', { name: "I'm new here" }));
    await user.type(emailField(), 'new.voice@example.com');
    await user.type(passwordField(), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Join Voices of Africa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/voa/onboard');
    expect(await waitForDoc(`users/${auth.currentUser?.uid ?? ''}`)).toMatchObject({ status: '' });
    for (const [message] of logged.mock.calls) expect(String(message)).toMatch(/^No profile record for user /);
  });

  it('sends an onboarded member straight to the community home', async () => {
    const uid = await createAccount('elder@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await writeDoc(`users/${uid}`, { status: 'active', type: 'auntie' });
    await signInWithEmailAndPassword(auth, 'elder@example.com', 'a good password');

    const { router } = renderApp('/voa/_auth_');

    expect(await screen.findByRole('heading', { name: 'Voices of Africa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/voa/voices-of-africa');
  });

  it('brings a member who signs in from a community page back to that page', async () => {
    const uid = await createAccount('reader@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await writeDoc(`users/${uid}`, { status: 'active', type: 'voice' });
    const user = userEvent.setup();
    const { router } = renderApp('/voa/_auth_?next=%2Fvoa%2Flibrary');
    await screen.findByRole('heading', { name: 'Sign in to Voices of Africa' });
    await user.type(emailField(), 'reader@example.com');
    await user.type(passwordField(), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/voa/library'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
  });

  it('says the address is verified when the verification link brings a signed-out visitor, then goes on to the page named', async () => {
    const uid = await createAccount('phone@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await writeDoc(`users/${uid}`, { status: 'active', type: 'voice' });
    await markEmailVerified(uid);
    const user = userEvent.setup();
    // The link opened in another browser (a phone's mail app), signed out there.
    const { router } = renderApp('/voa/_auth_?verified=1&next=%2Fvoa%2Flibrary');
    expect(await screen.findByText('Your e-mail address is verified. Sign in to continue.')).toHaveAttribute(
      'role',
      'status',
    );
    await user.type(emailField(), 'phone@example.com');
    await user.type(passwordField(), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/voa/library'));
  });

  it('says nothing of a verification to a visitor who came to sign in', async () => {
    renderApp('/voa/_auth_');
    await screen.findByRole('heading', { name: 'Sign in to Voices of Africa' });
    expect(screen.queryByText(/is verified/)).toBeNull();
  });

  it('sends a member to the community home when the return path leads off the community', async () => {
    const uid = await createAccount('elder2@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await writeDoc(`users/${uid}`, { status: 'active', type: 'auntie' });
    await signInWithEmailAndPassword(auth, 'elder2@example.com', 'a good password');

    const { router } = renderApp('/voa/_auth_?next=%2F%2Fevil.example%2Fvoa%2F');

    await waitFor(() => expect(router.state.location.pathname).toBe('/voa/voices-of-africa'));
  });

  it('sends a pending member to onboarding', async () => {
    const uid = await createAccount('waiting@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await writeDoc(`users/${uid}`, { status: 'pending' });
    await signInWithEmailAndPassword(auth, 'waiting@example.com', 'a good password');

    const { router } = renderApp('/voa/_auth_');

    await waitFor(() => expect(router.state.location.pathname).toBe('/voa/onboard'));
  });

  it('requests a password reset with one neutral sentence, whether or not the account exists', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {}); // the unknown account is logged, not shown
    await createAccount('forgetful@example.com', 'a good password');
    const user = userEvent.setup();
    renderApp('/voa/_auth_');
    await user.click(await screen.findByText('Forgot your password?'));
    const resetForm = screen.getByRole('button', { name: 'Send reset link' }).closest('form') as HTMLFormElement;
    const resetEmail = resetForm.querySelector('input') as HTMLInputElement;

    await user.type(resetEmail, 'forgetful@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for forgetful@example.com/)).toBeInTheDocument();

    await user.clear(resetEmail);
    await user.type(resetEmail, 'stranger@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for stranger@example.com/)).toBeInTheDocument();

    await user.clear(resetEmail);
    await user.type(resetEmail, 'not an e-mail');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      'Password reset failed',
      expect.objectContaining({ code: 'auth/user-not-found' }),
    );
  });

  it('e-mails an account its sign-in methods, and says the same sentence for an address without one', async () => {
    await createAccount('methods@example.com', 'a good password');
    const user = userEvent.setup();
    renderApp('/voa/_auth_');
    await user.click(await screen.findByText('Not sure how you signed up?'));
    const submit = screen.getByRole('button', { name: 'E-mail me my sign-in methods' });
    const form = submit.closest('form') as HTMLFormElement;
    const lookupEmail = form.querySelector('input') as HTMLInputElement;
    const sentence = (email: string) =>
      `If an account exists for ${email}, we have e-mailed that address the ways it can sign in (one such e-mail an hour at most). Check your inbox.`;

    await user.type(lookupEmail, 'methods@example.com');
    await user.click(submit);
    expect(await screen.findByText(sentence('methods@example.com'))).toBeInTheDocument();
    const [mail, ...more] = await listDocs('mail');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: ['methods@example.com'], event: 'signInMethods' });
    expect((mail?.message as { text: string }).text).toContain('It signs in with: e-mail and password.');

    await user.clear(lookupEmail);
    await user.type(lookupEmail, 'nobody@example.com');
    await user.click(submit);
    expect(await screen.findByText(sentence('nobody@example.com'))).toBeInTheDocument();
    expect(await listDocs('mail')).toHaveLength(1);
  });
});
