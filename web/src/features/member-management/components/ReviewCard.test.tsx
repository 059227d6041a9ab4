import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@/lib/model';
import { ReviewCard } from './ReviewCard';

type Request = { decision: 'approve' } | { decision: 'decline'; reason: string };

/** A card with a fake callable (no emulators): what it sends and when it says the review is done. */
function renderCard(keys: 'admin:applications' | 'admin:names', review = vi.fn(async (_: Request) => {})) {
  const onReviewed = vi.fn();
  render(
    <ReviewCard<Request>
      heading="Ama Owusu"
      facts={[{ label: 'Country', value: 'Ghana' }]}
      note={<p>A note</p>}
      keys={keys}
      reasonRequired={keys === 'admin:applications'}
      approve={() => ({ decision: 'approve' })}
      decline={(reason) => ({ decision: 'decline', reason })}
      review={review}
      what="review"
      failure={{ default: 'admin:reviewErrors.unknown' }}
      success={(request) => request.decision}
      onReviewed={onReviewed}
    />,
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return { card: screen.getByRole('article', { name: 'Ama Owusu' }), review, onReviewed };
}

describe('ReviewCard', () => {
  it('shows the facts and approves with the request the card builds', async () => {
    const user = userEvent.setup();
    const { card, review, onReviewed } = renderCard('admin:names');
    expect(card).toHaveTextContent(/Country\s*Ghana/);
    expect(card).toHaveTextContent('A note');
    await user.click(within(card).getByRole('button', { name: 'Approve the new name' }));
    expect(review).toHaveBeenCalledWith({ decision: 'approve' });
    expect(onReviewed).toHaveBeenCalledOnce();
  });

  it('declines without a reason where the reason is optional, trimming what was typed', async () => {
    const user = userEvent.setup();
    const { card, review } = renderCard('admin:names');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.click(within(card).getByRole('button', { name: 'Send decline' }));
    expect(review).toHaveBeenLastCalledWith({ decision: 'decline', reason: '' });
    await user.type(within(card).getByRole('textbox', { name: 'Reason (optional)' }), '  Too close  ');
    await user.click(within(card).getByRole('button', { name: 'Send decline' }));
    expect(review).toHaveBeenLastCalledWith({ decision: 'decline', reason: 'Too close' });
  });

  it('asks for a reason where one is required, and refuses a long one', async () => {
    const user = userEvent.setup();
    const { card, review } = renderCard('admin:applications');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.click(within(card).getByRole('button', { name: 'Send decline' }));
    expect(card).toHaveTextContent('Enter a reason for declining: the applicant sees it.');
    const reason = within(card).getByRole('textbox', { name: 'Reason for declining' });
    await user.click(reason);
    await user.paste('x'.repeat(LIMITS.review.reason.max + 1));
    await user.click(within(card).getByRole('button', { name: 'Send decline' }));
    expect(card).toHaveTextContent(`Keep the reason to ${LIMITS.review.reason.max} characters or fewer.`);
    expect(review).not.toHaveBeenCalled();
  });

  it('says a refusal in words and keeps the card', async () => {
    const user = userEvent.setup();
    const { card, onReviewed } = renderCard(
      'admin:applications',
      vi.fn(async () => {
        throw Object.assign(new Error('no'), { code: 'functions/internal' });
      }),
    );
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The review could not be completed. Try again in a moment.',
    );
    expect(onReviewed).not.toHaveBeenCalled();
  });
});
