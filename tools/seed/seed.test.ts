import { describe, expect, it } from 'vitest';
import { seedDemoData } from './seed.ts';

describe('seedDemoData', () => {
  it('refuses to run against anything but a demo project on the emulators', async () => {
    await expect(seedDemoData({ GCLOUD_PROJECT: 'my-real-project' })).rejects.toThrow(/only against the emulators/);
    await expect(seedDemoData({ GCLOUD_PROJECT: 'demo-x' })).rejects.toThrow(/only against the emulators/);
  });
});
