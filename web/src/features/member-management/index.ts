/** The member administration that /voa/admin (app/admin-area) composes with the content sections. */
export { default as ApplicationsSection } from './components/ApplicationsSection';
export { default as MembersSection } from './components/MembersSection';
export { default as NameRequestsSection } from './components/NameRequestsSection';
export { default as AuditLogSection } from './components/AuditLogSection';
// In lib/auth: the blog's comments ask it too (an admin removes any comment).
export { useAdminRights } from '@/lib/auth/use-admin-rights';
