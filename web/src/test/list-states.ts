import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { loadProjectRules, loadRules } from './emulators';

/** Rules that refuse every read: the screen's real query fails with permission-denied. */
export const denyAll = () =>
  loadRules(
    "rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { match /{p=**} { allow read, write: if false; } } }",
  );

/** `denyAll()` must have been called before rendering. */
export async function expectErrorThenRetry(message: string, afterRetry: () => Promise<unknown>): Promise<void> {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  await loadProjectRules();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  await afterRetry();
}
