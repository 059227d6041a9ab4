/** What app/ composes from "My account": the page's path, for the header's link. */
export { ACCOUNT_PATH } from './routes';
