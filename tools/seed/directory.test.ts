import { describe, expect, it } from 'vitest';
import { directoryMembers } from './directory.ts';
import { demoMembers } from './members.ts';

describe('directory demo members', () => {
  it('has eight active members of each kind and two more applicants', () => {
    const count = (status: string, type: string | null) =>
      directoryMembers.filter((member) => member.status === status && member.type === type).length;
    expect([count('active', 'voice'), count('active', 'auntie'), count('active', 'peer')]).toEqual([8, 8, 8]);
    expect(count('pending', null)).toBe(2);
  });

  it('fits the onboarding limits the rules enforce, so every card stays editable', () => {
    for (const { application } of directoryMembers) {
      expect(application?.displayName.length).toBeGreaterThanOrEqual(2);
      expect(application?.displayName.length).toBeLessThanOrEqual(60);
      expect(application?.country.length).toBeGreaterThanOrEqual(2);
      expect(application?.bio.length).toBeGreaterThanOrEqual(20);
      expect(application?.bio.length).toBeLessThanOrEqual(600);
    }
  });

  it('uses uids and e-mails no other demo account uses', () => {
    const all = [...demoMembers, ...directoryMembers];
    expect(new Set(all.map((member) => member.uid)).size).toBe(all.length);
    expect(new Set(all.map((member) => member.email)).size).toBe(all.length);
  });
});
