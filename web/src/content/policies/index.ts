/**
 * The privacy policy and the terms of service, written from what the code keeps and does: the
 * periods from the constants that set them, the kinds of data from the model's collections, the
 * processors from firebase.json (policies.test.ts holds each to its source). A lawyer reviews them
 * before launch (docs/deploy.md).
 */
export { privacyPolicy } from './privacy';
export { termsOfService } from './terms';
export { isParagraph, plainText } from './types';
export type { Policy, PolicyBlock, PolicyLink, PolicyPart, PolicySection, PolicyText } from './types';
