import { describe, expect, it } from 'vitest';
import { LANGUAGE_LIMITS, TOPIC_LIMITS, parseLabels } from './labels';

describe('parseLabels', () => {
  it('reads comma-separated labels, trimmed, without blanks', () => {
    expect(parseLabels(' Profile ,, Grant writing, ', TOPIC_LIMITS)).toEqual(['Profile', 'Grant writing']);
    expect(parseLabels('', LANGUAGE_LIMITS)).toEqual([]);
  });

  it.each([
    ['topics', TOPIC_LIMITS],
    ['languages', LANGUAGE_LIMITS],
  ])('refuses a seventh of the %s and one of 41 characters, and accepts six of 40', (_, limits) => {
    const six = Array.from({ length: 6 }, (_, index) => `${index}`.padEnd(40, 'x'));
    expect(parseLabels(six.join(', '), limits)).toEqual(six);
    expect(parseLabels([...six.slice(0, 5), 'x'.repeat(41)].join(', '), limits)).toBeUndefined();
    expect(parseLabels([...six, 'Seventh'].join(', '), limits)).toBeUndefined();
  });
});
