import type { ComponentType } from 'react';

/** The admin page lists the sections and loads each one's panel on demand. */
export interface AdminSectionEntry {
  id: string;
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
}
