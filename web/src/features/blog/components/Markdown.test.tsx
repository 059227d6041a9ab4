import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

const levelsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
    (heading) => `${heading.tagName} ${heading.textContent}`,
  );

describe('Markdown headings, under the page title', () => {
  it('makes a body whose first heading is ### start at h2', () => {
    const { container } = render(<Markdown>{'Intro.\n\n### Three things I learnt\n\nText.'}</Markdown>);
    expect(levelsOf(container)).toEqual(['H2 Three things I learnt']);
  });

  it('keeps the order of the levels the writer typed, and never skips one', () => {
    const body = '# Part one\n\n#### A detail\n\n## A section\n\n# Part two\n\n> ## Quoted';
    const { container } = render(<Markdown>{body}</Markdown>);
    expect(levelsOf(container)).toEqual(['H2 Part one', 'H3 A detail', 'H3 A section', 'H2 Part two', 'H3 Quoted']);
  });

  it('never goes past h6, and leaves a body without headings as it is', () => {
    const body = ['#', '##', '###', '####', '#####', '######']
      .map((marks, n) => `${marks} Level ${n + 1}`)
      .join('\n\n');
    const { container } = render(<Markdown>{body}</Markdown>);
    expect(levelsOf(container)).toEqual([
      'H2 Level 1',
      'H3 Level 2',
      'H4 Level 3',
      'H5 Level 4',
      'H6 Level 5',
      'H6 Level 6',
    ]);
    render(<Markdown>{'Only a paragraph.'}</Markdown>);
    expect(screen.getByText('Only a paragraph.').tagName).toBe('P');
  });
});
