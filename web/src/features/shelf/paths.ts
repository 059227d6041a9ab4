import { NOTICE_LINKS } from '@/lib/model';

/** The shelf's section id on My account, and its address (the post page's "See my shelf"). */
export const SHELF_SECTION_ID = 'shelf';
export const SHELF_SECTION_PATH = `${NOTICE_LINKS.account}#${SHELF_SECTION_ID}`;
