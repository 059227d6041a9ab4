/** "My account"'s address: the route's, the header's link, the return address of its mails' links. */
export const ACCOUNT_PATH = '/voa/account';
