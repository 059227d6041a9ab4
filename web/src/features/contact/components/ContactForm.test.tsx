import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listDocs, loadProjectRules, loadRules, resetEmulators } from '@/test/emulators';
import { ContactLimitError, SenderAllowance, createContactSender } from '@/features/contact/api/sendContactMessage';
import { CONTACT_RETENTION_DAYS, CONTACT_SENDER_LIMIT, contactMessageId, type ContactMessage } from '@/lib/model';
import { ContactForm } from './ContactForm';

beforeEach(() => resetEmulators());

/**
 * The form with the real Firestore write (emulator), observed through a spy that calls through. Each
 * test is a new visit: a sender with an allowance of its own.
 */
function setup(send = vi.fn<(message: ContactMessage) => Promise<void>>(createContactSender())) {
  render(
    <>
      <ContactForm send={send} />
      <ToastContainer />
    </>,
  );
  const user = userEvent.setup();
  const fields = {
    name: screen.getByLabelText('Your name'),
    email: screen.getByLabelText('E-mail address'),
    topic: screen.getByLabelText('Topic'),
    message: screen.getByLabelText('Message'),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send message' }));
  return { send, user, fields, submit };
}

describe('ContactForm', () => {
  it('catches empty fields before any call, with a specific message on each field', async () => {
    const { send, fields, submit } = setup();
    await submit();

    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address so that we can reply.')).toBeInTheDocument();
    expect(screen.getByText('Please choose the topic closest to your message.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters so that we can help.')).toBeInTheDocument();
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveAccessibleDescription('Please enter your name.');
    expect(fields.name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail and a too-short message, and keeps what was typed', async () => {
    const { send, user, fields, submit } = setup();
    await user.type(fields.name, 'Ama Owusu');
    await user.type(fields.email, 'ama@example');
    await user.selectOptions(fields.topic, 'editing');
    await user.type(fields.message, 'Hi there');
    await submit();

    expect(await screen.findByText('Please enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters so that we can help.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    expect(fields.name).toHaveValue('Ama Owusu');
    expect(fields.email).toHaveValue('ama@example');
    expect(fields.topic).toHaveValue('editing');
    expect(fields.message).toHaveValue('Hi there');
    expect(send).not.toHaveBeenCalled();
  });

  it('rejects a message over the length limit', async () => {
    const { send, user, fields, submit } = setup();
    await user.type(fields.name, 'Ama');
    await user.type(fields.email, 'ama@example.com');
    await user.selectOptions(fields.topic, 'general');
    await user.click(fields.message);
    await user.paste('m'.repeat(5001));
    await submit();

    expect(
      await screen.findByText('Please shorten your message to 5000 characters or fewer, or write to us in two parts.'),
    ).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('stores trimmed values in Firestore, thanks the visitor with a toast and clears the form', async () => {
    const { user, fields, submit } = setup();
    await user.type(fields.name, '  Ama Owusu ');
    await user.type(fields.email, 'ama@example.com');
    await user.selectOptions(fields.topic, 'grants');
    await user.type(fields.message, 'We need help with a foundation proposal due in May.');
    await submit();

    expect(await screen.findByText(/Thank you, Ama Owusu\. Your message has reached us/)).toBeInTheDocument();
    const stored = await listDocs('contactMessages');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ama Owusu',
      email: 'ama@example.com',
      topic: 'grants',
      message: 'We need help with a foundation proposal due in May.',
    });
    // Its id names its session and that session's count, as the rules require (one count, one message).
    const [sender] = await listDocs('contactSenders');
    expect(stored[0]?.id).toBe(contactMessageId(String(sender?.id), 1));
    // Deleted by Firestore's TTL policy two years on (firestore.indexes.json, the privacy policy).
    const expiresInDays = (new Date(String(stored[0]?.expiresAt)).getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(Math.round(expiresInDays)).toBe(CONTACT_RETENTION_DAYS);
    expect(fields.name).toHaveValue('');
    expect(fields.message).toHaveValue('');
  });

  it('shows an error toast when the write is refused and keeps everything typed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadRules("rules_version = '2'; service cloud.firestore { match /{d=**} { allow read, write: if false; } }");
    try {
      const { user, fields, submit } = setup();
      await user.type(fields.name, 'Ama Owusu');
      await user.type(fields.email, 'ama@example.com');
      await user.selectOptions(fields.topic, 'press');
      await user.type(fields.message, 'Could we interview your founder next week?');
      await submit();

      expect(
        await screen.findByText(/Sorry, your message could not be sent\. It is still in the form/),
      ).toBeInTheDocument();
      expect(fields.name).toHaveValue('Ama Owusu');
      expect(fields.email).toHaveValue('ama@example.com');
      expect(fields.topic).toHaveValue('press');
      expect(fields.message).toHaveValue('Could we interview your founder next week?');
      expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
      expect(await listDocs('contactMessages')).toHaveLength(0);
    } finally {
      await loadProjectRules();
      consoleError.mockRestore();
    }
  });

  it('sends a second message from the same visit only a minute later, saying so and keeping it in the form', async () => {
    const { user, fields, submit } = setup();
    const fill = async (message: string) => {
      await user.type(fields.name, 'Ama Owusu');
      await user.type(fields.email, 'ama@example.com');
      await user.selectOptions(fields.topic, 'editing');
      await user.type(fields.message, message);
    };
    await fill('A first message about my memoir.');
    await submit();
    await screen.findByText(/Thank you, Ama Owusu/);

    await fill('A second message, sent straight after.');
    await submit();

    expect(await screen.findByText(/Your last message reached us less than a minute ago/)).toBeInTheDocument();
    expect(fields.message).toHaveValue('A second message, sent straight after.');
    expect(await listDocs('contactMessages')).toHaveLength(1);
    // The session's count, which the rules check (contactSenders/{uid}).
    expect(await listDocs('contactSenders')).toEqual([expect.objectContaining({ count: 1 })]);
  });
});

describe('SenderAllowance (the limit as one visit has used it)', () => {
  const minute = CONTACT_SENDER_LIMIT.intervalSeconds * 1000;

  it('allows the first message, then one a minute, and says how long to wait', () => {
    const allowance = new SenderAllowance();
    allowance.check(0);
    allowance.record(0);
    expect(() => allowance.check(minute - 1500)).toThrow(
      expect.objectContaining({ reason: 'tooSoon', waitSeconds: 2 }),
    );
    expect(() => allowance.check(minute)).not.toThrow();
    expect(allowance.nextCount).toBe(2);
  });

  it(`refuses the message after the ${CONTACT_SENDER_LIMIT.perSession}th, however long the visitor waited`, () => {
    const allowance = new SenderAllowance();
    for (let i = 0; i < CONTACT_SENDER_LIMIT.perSession; i++) {
      allowance.check(i * minute);
      allowance.record(i * minute);
    }
    expect(() => allowance.check(100 * minute)).toThrow(ContactLimitError);
    expect(() => allowance.check(100 * minute)).toThrow(expect.objectContaining({ reason: 'tooMany' }));
  });
});
