export const BLOG_PATHS = { home: '/voa/blog', posts: '/voa/blog/posts', write: '/voa/blog/write' } as const;
export const postPath = (slug: string) => `${BLOG_PATHS.posts}/${encodeURIComponent(slug)}`;
export const tagPath = (tag: string) => `${BLOG_PATHS.posts}?tag=${encodeURIComponent(tag)}`;
