import type { ComponentType } from 'react';

/**
 * Content sections of the admin area, shown as tabs after Applications and Members and loaded
 * only when opened. `titleKey` is an i18n key. Each content feature registers its section here.
 */
export const adminSections: { id: string; titleKey: string; load: () => Promise<{ default: ComponentType }> }[] = [];
