/** The post route's head before its post is there (routes.ts and components/PostHead.tsx). */
export const POST_ROUTE_META = { title: 'VOA Blog', description: 'A post of the Voices of Africa blog.' };

/** The blog's Atom feed (functions/src/feed, through the Hosting rewrite in firebase.json). */
export const BLOG_FEEDS = [{ title: 'VOA Blog', href: '/voa/blog/feed.xml' }];
