/** The comment thread under a published post: what the blog's post page renders. */
export { Comments } from './components/Comments';
