// The journeys' global setup (vitest.config.ts): the demo data, as the audits seed it.
export { seedSite as default } from '#tools/e2e/seed-site.ts';
