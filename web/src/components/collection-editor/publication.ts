import type { useTranslation } from '@/i18n/useTranslation';
import type { EditorAction } from './types';

type Translate = ReturnType<typeof useTranslation>['t'];

export const savedOutcome = (t: Translate, item: { name: string; published: boolean }): string =>
  t(item.published ? 'contentAdmin:savedPublished' : 'contentAdmin:savedHidden', { name: item.name });

/** "Publish" on an unpublished item of an admin list, "Unpublish" on a published one. */
export function publishActions<T>(
  t: Translate,
  item: {
    name: (item: T) => string;
    published: (item: T) => boolean;
    setPublished: (item: T, published: boolean) => Promise<void>;
  },
): EditorAction<T>[] {
  return [
    {
      label: () => t('contentAdmin:publish'),
      name: (chosen) => t('contentAdmin:publishItem', { name: item.name(chosen) }),
      done: t('contentAdmin:published'),
      show: (chosen) => !item.published(chosen),
      run: (chosen) => item.setPublished(chosen, true),
    },
    {
      label: () => t('contentAdmin:unpublish'),
      name: (chosen) => t('contentAdmin:unpublishItem', { name: item.name(chosen) }),
      done: t('contentAdmin:unpublished'),
      show: item.published,
      run: (chosen) => item.setPublished(chosen, false),
    },
  ];
}
