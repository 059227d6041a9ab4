import { render, screen } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

/** The button as the prerendered HTML holds it, before any script runs. */
async function serverMarkup(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('Button before and after hydration', () => {
  it('arrives disabled when it submits or has an action of its own, so no click is lost before its code runs', async () => {
    expect(await serverMarkup(<Button type="submit">Send</Button>)).toContain('disabled');
    expect(await serverMarkup(<Button onClick={() => {}}>Continue with Google</Button>)).toContain('disabled');
    // A button that only carries its form's reset or a label for CSS has nothing to wait for.
    expect(await serverMarkup(<Button type="reset">Clear</Button>)).not.toContain('disabled');
  });

  it('is enabled once rendered in the browser, unless told otherwise', () => {
    render(
      <>
        <Button onClick={() => {}}>Act</Button>
        <Button type="submit">Send</Button>
        <Button onClick={() => {}} disabled>
          Busy
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Act' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Busy' })).toBeDisabled();
  });
});
