import type { ComponentType } from 'react';
import { MemberDirectory, type DirectoryView } from '@/features/directory/components/MemberDirectory';
import { DIRECTORY_KINDS, type DirectoryKind } from '@/features/directory/kinds';

function page(kind: DirectoryKind, view: DirectoryView): ComponentType {
  const DirectoryPage = () => <MemberDirectory kind={kind} view={view} />;
  DirectoryPage.displayName = `DirectoryPage(${kind}, ${view})`;
  return DirectoryPage;
}

/** One page component per kind and view, for the route table's lazy `load`. */
export const directoryPages = Object.fromEntries(
  DIRECTORY_KINDS.map((kind) => [kind, { public: page(kind, 'public'), profiles: page(kind, 'profiles') }]),
) as Record<DirectoryKind, Record<DirectoryView, ComponentType>>;
