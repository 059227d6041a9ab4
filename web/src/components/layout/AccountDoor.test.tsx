import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AccountDoor } from './AccountDoor';
import type { Door } from './door';

function renderDoor(door: Door) {
  return render(
    <MemoryRouter>
      <p>Outside</p>
      <AccountDoor door={door} />
    </MemoryRouter>,
  );
}

const memberDoor = (signOut = vi.fn()): Door => ({
  kind: 'member',
  links: [
    { to: '/voa/account', labelKey: 'account' },
    { to: '/voa/admin', labelKey: 'adminArea' },
  ],
  signOut,
});

describe('the header door', () => {
  it('is a "Sign in" link for a visitor, to the address it is given', () => {
    renderDoor({ kind: 'visitor', signInTo: '/voa/_auth_?next=%2Fvoa%2Fblog' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/voa/_auth_?next=%2Fvoa%2Fblog');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a closed account menu for a member, which the button opens and closes', async () => {
    const user = userEvent.setup();
    renderDoor(memberDoor());
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/voa/account');
    expect(screen.getByRole('link', { name: 'Admin area' })).toHaveAttribute('href', '/voa/admin');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('button', { name: 'Sign out' }),
    );

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();
  });

  it('closes on Escape with focus back on its button, and on a press outside', async () => {
    const user = userEvent.setup();
    renderDoor(memberDoor());
    const button = screen.getByRole('button', { name: 'Account' });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it by Tab', async () => {
    const user = userEvent.setup();
    renderDoor(memberDoor());
    const button = screen.getByRole('button', { name: 'Account' });
    await user.click(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out from the menu, closing it', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn();
    renderDoor(memberDoor(signOut));
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
  });
});
