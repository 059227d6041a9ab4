export { fetchPublishedPosts } from './api/posts';
export { MemberPosts } from './components/MemberPosts';
export { BLOG_PATHS, postPath, tagPath } from './paths';
