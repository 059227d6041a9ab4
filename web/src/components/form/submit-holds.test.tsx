import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { useHoldSubmit } from './submit-holds';

/** A field whose work the form's save must wait for, started and ended by its own buttons. */
function SlowField({ reason }: { reason: string }) {
  const [working, setWorking] = useState(false);
  useHoldSubmit(working ? reason : null);
  return (
    <button type="button" onClick={() => setWorking((now) => !now)}>
      {working ? `End: ${reason}` : `Start: ${reason}`}
    </button>
  );
}

function renderForm(saves: string[]) {
  render(
    <Form label="Card" onSubmit={(event) => (event.preventDefault(), saves.push('saved'))}>
      <input aria-label="Name" />
      <SlowField reason="The portrait is still uploading." />
      <SlowField reason="The cover is still uploading." />
      <FormActions submitting={false} submitLabel="Save my card" />
    </Form>,
  );
  return { save: screen.getByRole('button', { name: 'Save my card' }), note: screen.getByRole('status') };
}

describe('a form held by its fields (useHoldSubmit)', () => {
  it('disables Save and says why while any field holds it, each reason once, and frees it when the last lets go', async () => {
    const user = userEvent.setup();
    const { save, note } = renderForm([]);
    expect(save).toBeEnabled();
    expect(note).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Start: The portrait is still uploading.' }));
    await user.click(screen.getByRole('button', { name: 'Start: The cover is still uploading.' }));
    expect(save).toBeDisabled();
    expect(note).toHaveTextContent('The portrait is still uploading. The cover is still uploading.');

    await user.click(screen.getByRole('button', { name: 'End: The portrait is still uploading.' }));
    expect(save).toBeDisabled();
    expect(note).toHaveTextContent(/^The cover is still uploading\.$/);

    await user.click(screen.getByRole('button', { name: 'End: The cover is still uploading.' }));
    expect(save).toBeEnabled();
    expect(note).toBeEmptyDOMElement();
  });

  it('passes no submit on while held (Enter in a field, or a script), and passes it on once free', async () => {
    const user = userEvent.setup();
    const saves: string[] = [];
    const { save } = renderForm(saves);
    await user.click(screen.getByRole('button', { name: 'Start: The portrait is still uploading.' }));
    await user.type(screen.getByLabelText('Name'), 'Akosua{Enter}');
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    expect(saves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'End: The portrait is still uploading.' }));
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(saves).toEqual(['saved']);
  });
});
