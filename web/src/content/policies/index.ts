/**
 * Written from what the code keeps and does (policies.test.ts holds each to its source); a lawyer reviews them before
 * launch (docs/deploy.md).
 */
export { privacyPolicy } from './privacy';
export { termsOfService } from './terms';
export { isParagraph, plainText } from './types';
export type { Policy, PolicyBlock, PolicyLink, PolicyPart, PolicySection, PolicyText } from './types';
