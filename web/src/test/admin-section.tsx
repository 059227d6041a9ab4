import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';

/** An admin section as /voa/admin shows it: in a router, its lazy parts suspended, its toasts on screen. */
export const renderAdminSection = (Section: ComponentType) =>
  render(
    <MemoryRouter>
      <Suspense>
        <Section />
      </Suspense>
      <ToastContainer />
    </MemoryRouter>,
  );

/** The entry (its list item) of an admin list whose heading is `name`, once it shows. */
export const listEntry = async (name: string, { level }: { level?: number } = {}) =>
  (await screen.findByRole('heading', level === undefined ? { name } : { level, name })).closest('li') as HTMLElement;
