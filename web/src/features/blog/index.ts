/**
 * What others compose from this feature: the community home's teaser (app), and a member's posts
 * on their page (directory). The admin section is admin-section.ts.
 */
export { fetchPublishedPosts } from './api/posts';
export { MemberPosts } from './components/MemberPosts';
export { BLOG_PATHS, postPath } from './paths';
