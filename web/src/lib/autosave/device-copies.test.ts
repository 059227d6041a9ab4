import { afterEach, describe, expect, it } from 'vitest';
import {
  deviceCopyIds,
  deviceCopyKey,
  fingerprint,
  readDeviceCopy,
  removeDeviceCopy,
  restoreChoice,
  writeDeviceCopy,
  type DeviceCopy,
} from './device-copies';

const isText = (values: unknown): values is { text: string } =>
  typeof values === 'object' && values !== null && typeof (values as { text?: unknown }).text === 'string';
const printOf = (values: { text: string }) => fingerprint(values.text);

// Only this module's keys: the files share one window, whose localStorage also holds Auth's session.
afterEach(() => {
  for (const key of Object.keys(localStorage)) if (key.startsWith('voa:writing:')) localStorage.removeItem(key);
});

describe('device copies', () => {
  it('keeps one copy per member and per piece, and reads it back', () => {
    const mine = deviceCopyKey('ama', 'post', 'new');
    const theirs = deviceCopyKey('kofi', 'post', 'new');
    expect(writeDeviceCopy(mine, { values: { text: 'Rain' }, editedAt: 5, base: null })).toBe(true);
    writeDeviceCopy(deviceCopyKey('ama', 'post', 'harmattan'), { values: { text: 'Dust' }, editedAt: 6, base: 'x1' });
    expect(readDeviceCopy(mine, isText)).toEqual({ values: { text: 'Rain' }, editedAt: 5, base: null });
    expect(readDeviceCopy(theirs, isText)).toBeNull();
    expect(deviceCopyIds('ama', 'post').sort()).toEqual(['harmattan', 'new']);
    removeDeviceCopy(mine);
    expect(readDeviceCopy(mine, isText)).toBeNull();
  });

  it('ignores what is stored under the key in another shape (another version of the site, or not JSON)', () => {
    const key = deviceCopyKey('ama', 'post', 'new');
    localStorage.setItem(key, '{not json');
    expect(readDeviceCopy(key, isText)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ values: { words: 'Rain' }, editedAt: 5, base: null }));
    expect(readDeviceCopy(key, isText)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ values: { text: 'Rain' }, editedAt: '5', base: null }));
    expect(readDeviceCopy(key, isText)).toBeNull();
  });

  it('fingerprints equal texts alike and different texts apart', () => {
    expect(fingerprint('The first rains came at night.')).toBe(fingerprint('The first rains came at night.'));
    expect(fingerprint('The first rains came at night.')).not.toBe(fingerprint('The first rains came at night!'));
    expect(fingerprint('')).toMatch(/^[0-9a-z]+$/);
  });
});

describe('restoreChoice', () => {
  const copy = (text: string, base: string | null): DeviceCopy<{ text: string }> => ({
    values: { text },
    editedAt: 10,
    base,
  });
  const saved = printOf({ text: 'saved' });

  it('opens the server’s version when the device has no copy, or the same words', () => {
    expect(restoreChoice(null, saved, printOf)).toEqual({ open: 'server' });
    expect(restoreChoice(copy('saved', 'older'), saved, printOf)).toEqual({ open: 'server' });
  });

  it('opens the device copy of a post the server has not got (a new one)', () => {
    const unsent = copy('typed offline', null);
    expect(restoreChoice(unsent, null, printOf)).toEqual({ open: 'device', copy: unsent });
  });

  it('opens the device copy that continues the server’s version (edits that never reached it)', () => {
    const continued = copy('saved, and more', saved);
    expect(restoreChoice(continued, saved, printOf)).toEqual({ open: 'device', copy: continued });
  });

  it('asks when the server’s version changed since the copy began (another device): neither is dropped unasked', () => {
    const beside = copy('written on the phone', printOf({ text: 'before the laptop' }));
    expect(restoreChoice(beside, saved, printOf)).toEqual({ open: 'ask', copy: beside });
  });
});
