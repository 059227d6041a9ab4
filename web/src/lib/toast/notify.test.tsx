import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ToastArea from '@/components/layout/ToastArea';
import { notify } from './notify';

describe('notify', () => {
  it('shows a success and an error toast in the app’s toast region, loading the library on demand', async () => {
    render(<ToastArea />);
    notify('success', 'Your card is saved.');
    notify('error', 'Sorry, your message could not be sent.');
    expect(await screen.findByText('Your card is saved.')).toBeInTheDocument();
    expect(await screen.findByText('Sorry, your message could not be sent.')).toBeInTheDocument();
  });

  it('queues a toast raised before the region mounts, as the lazily mounted layout region needs', async () => {
    notify('success', 'Successfully logged out');
    await vi.dynamicImportSettled(); // the library loaded and the toast raised, with no region yet
    render(<ToastArea />);
    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument();
  });
});
