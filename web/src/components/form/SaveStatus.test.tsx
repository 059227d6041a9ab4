import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SaveState } from '@/lib/autosave/autosaver';
import { SaveStatus } from './SaveStatus';

const idle = 'Saved as a draft as you write.';
const failure = (error: unknown) => `${(error as Error).message}.`;

function renderStatus(state: SaveState) {
  const view = render(<SaveStatus state={state} idle={idle} failure={failure} />);
  return {
    line: () => view.container.querySelector('p:not([role])')?.textContent,
    spoken: () => screen.getByRole('status').textContent,
    show: (next: SaveState) => view.rerender(<SaveStatus state={next} idle={idle} failure={failure} />),
  };
}

describe('SaveStatus', () => {
  it('says where the writing stands, in a line beside the form', () => {
    const status = renderStatus({ kind: 'idle' });
    expect(status.line()).toBe(idle);
    status.show({ kind: 'pending' });
    expect(status.line()).toBe('Saving…');
    status.show({ kind: 'saved', at: Date.now() });
    expect(status.line()).toBe('Saved just now');
    status.show({ kind: 'saved', at: Date.now() - 12_000 });
    expect(status.line()).toBe('Saved 12 s ago');
    status.show({ kind: 'saved', at: Date.now() - 180_000 });
    expect(status.line()).toBe('Saved 3 min ago');
    status.show({ kind: 'offline' });
    expect(status.line()).toBe(
      'Offline: kept on this device. It is saved to your account when the connection is back.',
    );
    status.show({ kind: 'failed', error: new Error('A post with this title already exists') });
    expect(status.line()).toBe(
      'Couldn’t save: A post with this title already exists. Your writing is kept on this device.',
    );
    status.show({ kind: 'held', reason: 'Kept on this device, not yet in your account: Write the text of the post.' });
    expect(status.line()).toBe('Kept on this device, not yet in your account: Write the text of the post.');
  });

  it('announces only what the writer must know: the connection lost, a failure, and the save after either', () => {
    const status = renderStatus({ kind: 'idle' });
    for (const state of [{ kind: 'pending' }, { kind: 'saving' }, { kind: 'saved', at: Date.now() }] as const) {
      status.show(state);
      expect(status.spoken()).toBe('');
    }
    status.show({ kind: 'offline' });
    expect(status.spoken()).toMatch(/^Offline: kept on this device/);
    // Typing offline is no news: the region keeps its sentence, and says nothing new.
    status.show({ kind: 'offline' });
    expect(status.spoken()).toMatch(/^Offline: kept on this device/);
    status.show({ kind: 'saving' });
    expect(status.spoken()).toMatch(/^Offline: kept on this device/);
    status.show({ kind: 'saved', at: Date.now() });
    expect(status.spoken()).toBe('Saved to your account.');
    status.show({ kind: 'pending' });
    status.show({ kind: 'saved', at: Date.now() });
    expect(status.spoken()).toBe('');
  });
});
