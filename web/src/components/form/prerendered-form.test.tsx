import { act, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField, TextAreaField, TextField } from './Field';

interface Values {
  name: string;
  topic: string;
  message: string;
}

/** A form as the site writes them: react-hook-form's register on the kit's fields, empty defaults. */
function Form({ onSend }: { onSend: (values: Values) => void }) {
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { name: '', topic: '', message: '' } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <TextField label="Name" {...register('name')} />
      <SelectField label="Topic" {...register('topic')}>
        <option value="">Choose</option>
        <option value="editing">Editing</option>
      </SelectField>
      <TextAreaField label="Message" {...register('message')} />
      <button type="submit">Send</button>
    </form>
  );
}

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

/**
 * A prerendered form can be typed into before its page's code starts, which is after the page has
 * loaded (docs/decisions/0105-the-code-starts-after-the-page.md): hydration must keep the text.
 */
describe('a prerendered form typed into before the page’s code started', () => {
  it('keeps what was typed when React takes over, and sends it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSend={() => {}} />);
    document.body.append(container);
    // The visitor types while the page is still plain HTML.
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Ama Owusu';
    (screen.getByLabelText('Topic') as HTMLSelectElement).value = 'editing';
    (screen.getByLabelText('Message') as HTMLTextAreaElement).value = 'A memoir of 70,000 words.';

    const onSend = vi.fn();
    const recoverable = vi.fn();
    await act(async () => {
      roots.push(hydrateRoot(container, <Form onSend={onSend} />, { onRecoverableError: recoverable }));
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ama Owusu');
    expect(screen.getByLabelText('Topic')).toHaveValue('editing');
    expect(screen.getByLabelText('Message')).toHaveValue('A memoir of 70,000 words.');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(onSend).toHaveBeenCalledWith(
      { name: 'Ama Owusu', topic: 'editing', message: 'A memoir of 70,000 words.' },
      expect.anything(),
    );
  });
});
