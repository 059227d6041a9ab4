import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Door, DoorLink } from '@/components/layout/door';
import { Layout } from '@/components/layout/Layout';
import { ACCOUNT_PATH } from '@/features/account';
import { NOTIFICATIONS_PATH } from '@/features/notifications';
import { signInPath, useSessionIfAny } from '@/features/auth';
import { useAdminRights } from '@/lib/auth/use-admin-rights';
import { ADMIN_AREA_PATH } from './admin-area/routes';

/** A visitor's door needs no Auth SDK: the stored session says enough (lib/firebase/stored-session.ts). */
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
    return { kind: 'member', links, notices: { to: NOTIFICATIONS_PATH, uid: user.uid }, signOut: () => void logout() };
  }, [user, logout, isAdmin, pathname]);
  return <Layout door={door} />;
}
