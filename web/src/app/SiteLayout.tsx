import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Door, DoorLink } from '@/components/layout/door';
import { Layout } from '@/components/layout/Layout';
import { ACCOUNT_PATH } from '@/features/account';
import { signInPath, useSessionIfAny } from '@/features/auth';
import { useAdminRights } from '@/lib/auth/use-admin-rights';
import { ADMIN_AREA_PATH } from './admin-area/routes';

/**
 * The layout with the header's door: "Sign in" (back to this page afterwards) for a visitor; for a
 * member My account, the admin area for an admin, and Sign out. A visitor's door needs no Auth SDK:
 * the session is known from what the browser stores (lib/firebase/stored-session.ts).
 */
export function SiteLayout() {
  const session = useSessionIfAny();
  const user = session?.user ?? null;
  const logout = session?.logout;
  const { pathname } = useLocation();
  const isAdmin = useAdminRights(user) === 'admin';
  const door = useMemo<Door>(() => {
    if (!user || !logout) return { kind: 'visitor', signInTo: signInPath(pathname) };
    const links: DoorLink[] = [{ to: ACCOUNT_PATH, labelKey: 'account' }];
    if (isAdmin) links.push({ to: ADMIN_AREA_PATH, labelKey: 'adminArea' });
    return { kind: 'member', links, signOut: () => void logout() };
  }, [user, logout, isAdmin, pathname]);
  return <Layout door={door} />;
}
