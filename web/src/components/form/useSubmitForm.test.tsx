import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import type { Resolver } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { FormActions, TextField, useSubmitForm } from '.';

type Values = { name: string };
const acceptAll: Resolver<Values> = (values) => ({ values, errors: {} });

/** A one-field form around useSubmitForm, saving through `save`. */
function NameForm({ save, onSaved }: { save: (values: Values) => Promise<void>; onSaved: () => void }) {
  const { register, submit, failure, isSubmitting, errors } = useSubmitForm<Values>({
    resolver: acceptAll,
    defaultValues: { name: '' },
    save,
    onSaved,
    what: 'the name',
    failure: {
      'permission-denied': 'common:forms.failed',
      'already-exists': 'common:forms.required',
      default: 'common:forms.saveFailed',
    },
    failureFields: { 'already-exists': 'name' },
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Name" error={errors.name} {...register('name')} />
      <FormActions failure={failure} submitting={isSubmitting} submitLabel="Save" />
    </form>
  );
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('useSubmitForm', () => {
  it('keeps what was typed when the save fails, says why from the table, and logs what failed', async () => {
    const user = userEvent.setup();
    const refusal = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    const onSaved = vi.fn();
    render(<NameForm save={() => Promise.reject(refusal)} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Name'), 'Amara Nwosu');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sorry, your message could not be sent. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Amara Nwosu');
    expect(onSaved).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('Saving the name failed', refusal);
  });

  it('says a failure that failureFields gives to a field by that field, not beside the buttons, and clears it on the next save', async () => {
    const user = userEvent.setup();
    const taken = Object.assign(new Error('taken'), { code: 'already-exists' });
    let refuse = true;
    const onSaved = vi.fn();
    render(<NameForm save={() => (refuse ? Promise.reject(taken) : Promise.resolve())} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Name'), 'Kofi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Name')).toHaveValue('Kofi');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
  });

  it('saves the typed values, then calls onSaved, and clears an earlier failure', async () => {
    const user = userEvent.setup();
    const saved: Values[] = [];
    let refuse = true;
    const save = async (values: Values) => {
      if (refuse) throw new Error('offline');
      saved.push(values);
    };
    const onSaved = vi.fn();
    render(<NameForm save={save} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Name'), 'Kofi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The changes could not be saved. Check your connection and try again.',
    );

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved).toEqual([{ name: 'Kofi' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
