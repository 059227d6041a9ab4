import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { excerpt } from '@/lib/model';
import { Markdown } from '@/features/blog/components/Markdown';

// shared/model/excerpt.ts: the summary of a post body on its card, in its head and in the feed,
// made by the web app, the postPage and blogFeed functions and the server render alike.

const long = (markdown: string) => excerpt(markdown, 10_000);

describe('excerpt', () => {
  it('ends a heading as a sentence instead of running it into the next one', () => {
    expect(
      long('My grandmother sold cloth for forty years.\n\n## What the stalls remember\n\nEvery stall is an archive.'),
    ).toBe('My grandmother sold cloth for forty years. What the stalls remember. Every stall is an archive.');
    expect(long('### Three things I learnt\nAn editor reads for the reader.')).toBe(
      'Three things I learnt. An editor reads for the reader.',
    );
    expect(long('The title\n=========\n\nThe text.')).toBe('The title. The text.');
    expect(long('# Closed heading #\n\nText.')).toBe('Closed heading. Text.');
  });

  it('keeps a heading’s own question or exclamation mark, and ends Ethiopic text with ።', () => {
    expect(long('## Why write?\n\nBecause.')).toBe('Why write? Because.');
    expect(long('## “Write it down!”\n\nShe did.')).toBe('“Write it down!” She did.');
    expect(long('## ሰላም\n\nጽሑፍ።')).toBe('ሰላም። ጽሑፍ።');
  });

  it('drops emphasis marks without leaving a space before the punctuation after them', () => {
    expect(
      long('1. *Season of Migration to the North*, Tayeb Salih\n2. *Nervous Conditions*, Tsitsi Dangarembga'),
    ).toBe('Season of Migration to the North, Tayeb Salih. Nervous Conditions, Tsitsi Dangarembga');
    expect(long('A **bold** claim; an _italic_ one: ***both***, and **strong *nested***.')).toBe(
      'A bold claim; an italic one: both, and strong nested.',
    );
    expect(long('Decolonising the *Mind*. Ngũgĩ’s __essay__!')).toBe('Decolonising the Mind. Ngũgĩ’s essay!');
  });

  it('keeps marks that are text, not emphasis: hyphens, dashes, lone asterisks, underscores inside words', () => {
    expect(long("Ngũgĩ wa Thiong'o — a Kenyan-born writer — wrote in 1977-78 ~ as far as I know.")).toBe(
      "Ngũgĩ wa Thiong'o — a Kenyan-born writer — wrote in 1977-78 ~ as far as I know.",
    );
    expect(long('5 * 3 = 15, rated 5*; see file_name_here and 2*3*4.')).toBe(
      '5 * 3 = 15, rated 5*; see file_name_here and 234.',
    );
    expect(long('#hashtags are text, and so is # without a space? No: “#” alone.')).toBe(
      '#hashtags are text, and so is # without a space? No: “#” alone.',
    );
  });

  it('keeps a link’s text where it stood, punctuation after it included, and drops images', () => {
    expect(
      long(
        'Read [Half of a Yellow Sun](https://en.wikipedia.org/wiki/Half_of_a_Yellow_Sun "The novel"), then [this](/voa/blog).',
      ),
    ).toBe('Read Half of a Yellow Sun, then this.');
    expect(long('![A market at dawn](/media/post-cover/a_800x600_ccc)\n\nThe market.')).toBe('The market.');
    expect(long('See [the *first* book][hays] and [Hays].\n\n[hays]: https://example.com "Hays"')).toBe(
      'See the first book and Hays.',
    );
    expect(long('Write to <editors@voices.test> or see <https://voices.test/join>.')).toBe(
      'Write to editors@voices.test or see https://voices.test/join.',
    );
  });

  it('reads list items, quotes and breaks as separate sentences', () => {
    expect(
      long(
        'Some notes:\n\n- **Names** do not translate; keep them.\n- **Proverbs** lose their rhythm\n\n---\n\n> "We did not write it down," she told me. "We sang it."\n\nThe end',
      ),
    ).toBe(
      'Some notes: Names do not translate; keep them. Proverbs lose their rhythm. "We did not write it down," she told me. "We sang it." The end',
    );
    // An ordered list interrupts a paragraph only from 1: "1977." here is a year.
    expect(long('She left in\n1977. She came back.')).toBe('She left in 1977. She came back.');
  });

  it('keeps code and escaped marks as the page shows them, and drops raw HTML', () => {
    expect(long('Type `**bold**` for bold, `` a `tick` ``, and \\*not emphasis\\*.')).toBe(
      'Type **bold** for bold, a `tick`, and *not emphasis*.',
    );
    expect(long('```\nconst a = *b*;\n```\n\nAfter.')).toBe('const a = *b*; After.');
    expect(long('I <b>loved</b> this.<!-- note -->\n\n<div>\n\nNext.')).toBe('I loved this. Next.');
  });

  it('cuts a long text on a whole word with “…”', () => {
    const body = `# A title\n\n${'word '.repeat(60)}\n\n${'**later** '.repeat(10_000)}`;
    const cut = excerpt(body);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut).toMatch(/^A title\. word word .* word…$/);
    expect(excerpt('Short.')).toBe('Short.');
  });

  it('holds the words the post page shows, in the same order', () => {
    const bodies = [
      'My grandmother sold cloth.\n\n## What the stalls remember\n\nEvery stall is an archive: of debts and favours.\n\n> "We did not write it down," she told me.\n\nRead [Half of a Yellow Sun](https://en.wikipedia.org/wiki/Half_of_a_Yellow_Sun) for the war.',
      'Ngũgĩ wa Thiong’o stopped writing novels in English in 1977. *Decolonising the Mind* explains why.\n\n- **Names** do not translate; keep them.\n- **Proverbs** lose their rhythm; let them.',
      'Five books:\n\n1. *Season of Migration to the North*, Tayeb Salih\n2. *Kintu*, Jennifer Nansubuga Makumbi\n\nWhich would you add?',
      'Title\n=====\n\nType `**bold**`, \\*literal\\*, 5 * 3 and snake_case. ***Both***, __strong__.\n\n***\n\nSee [the book][b].\n\n[b]: https://example.com',
    ];
    const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
    for (const body of bodies) {
      const { container, unmount } = render(<Markdown>{body}</Markdown>);
      const blocks = [...container.querySelectorAll('p, h2, h3, h4, li')].map((block) => block.textContent);
      unmount();
      expect(words(long(body))).toEqual(words(blocks.join(' ')));
    }
  });
});
