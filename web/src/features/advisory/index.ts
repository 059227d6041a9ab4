/** What the app composes from this feature: the community home's teaser (the admin section is admin-section.ts). */
export { fetchAdvisoryBoard } from './api/advisory';
