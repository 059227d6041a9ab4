/** What app/ composes from the notices: the page's path, for the header's bell. */
export { NOTIFICATIONS_PATH } from './path';
