/** What app/ composes from the contact feature: the unhandled-messages line of /voa/admin. */
export { UnhandledContactCount } from './admin/UnhandledContactCount';
