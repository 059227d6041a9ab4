import type { ComponentType } from 'react';

/**
 * A content-management section of /voa/admin, as a feature offers it: the admin page (app/admin-area)
 * lists the sections and loads each one's panel on demand. titleKey is an i18n key.
 */
export interface AdminSectionEntry {
  id: string;
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
}
