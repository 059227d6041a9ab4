/** What the app composes from this feature: the community home's teaser (the admin section is admin-section.ts). */
export { fetchPublishedPosts } from './api/posts';
export { BLOG_PATHS, postPath } from './paths';
