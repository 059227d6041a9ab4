import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('is true for a primary click without a modifier', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('is false with each modifier a browser reads as a new tab, a window or a download', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(isPlainClick({ ...click, [key]: true }), key).toBe(false);
  });

  it('is false for the middle and the secondary button', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, button: 2 })).toBe(false);
  });
});
