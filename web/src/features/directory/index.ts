/** What the app composes from this feature: the community home links a member to their own card. */
export { directoryPaths, DIRECTORY_KINDS, type DirectoryKind } from './kinds';
