import { describe, expect, it } from 'vitest';
import { parseTopics } from './topics';

describe('parseTopics', () => {
  it('reads comma-separated topics, trimmed, without blanks', () => {
    expect(parseTopics(' Profile ,, Grant writing, ')).toEqual(['Profile', 'Grant writing']);
    expect(parseTopics('')).toEqual([]);
  });

  it('refuses a seventh topic and a topic of 41 characters, and accepts six of 40', () => {
    const six = Array.from({ length: 6 }, (_, index) => `${index}`.padEnd(40, 'x'));
    expect(parseTopics(six.join(', '))).toEqual(six);
    expect(parseTopics([...six.slice(0, 5), 'x'.repeat(41)].join(', '))).toBeUndefined();
    expect(parseTopics([...six, 'Seventh'].join(', '))).toBeUndefined();
  });
});
