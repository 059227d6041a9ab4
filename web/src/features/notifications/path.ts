import { NOTICE_LINKS } from '@/lib/model';

/** The notifications page: the header's bell and My account link to it, and so may a notice. */
export const NOTIFICATIONS_PATH = NOTICE_LINKS.notifications;
