import { describe, expect, it } from 'vitest';
import { INITIALS_COLOURS, initialsColourOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, upper case, whole characters', () => {
    expect(initialsOf('Amara Okafor')).toBe('AO');
    expect(initialsOf('  kofi  ama   boateng ')).toBe('KB');
    expect(initialsOf('Ngũgĩ')).toBe('N');
    expect(initialsOf('Émilie Zoé')).toBe('ÉZ');
    // A letter outside the Basic Multilingual Plane is one character, not half of one.
    expect(initialsOf('𝒜mara Osei')).toBe('𝒜O');
    expect(initialsOf('   ')).toBe('');
  });
});

describe('initialsColourOf', () => {
  it('gives a name the same colour of the palette every time, and not every name the same one', () => {
    expect(initialsColourOf('Amara Okafor')).toBe(initialsColourOf('Amara Okafor'));
    expect(initialsColourOf(' Amara Okafor ')).toBe(initialsColourOf('Amara Okafor'));
    const names = ['Amara Okafor', 'Kofi Boateng', 'Chiamaka Eze', 'Abena Owusu', 'Kwame Mensah', 'Zainab Bello'];
    const colours = names.map(initialsColourOf);
    for (const colour of colours) expect(INITIALS_COLOURS).toContain(colour);
    expect(new Set(colours).size).toBeGreaterThan(1);
  });
});
