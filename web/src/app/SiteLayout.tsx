import { Layout } from '../components/layout/Layout';
import { ACCOUNT_PATH } from '../features/account';
import { useAuth } from '../features/auth';

/** The layout, with the header's "My account" link while a member is signed in. */
export function SiteLayout() {
  const { user } = useAuth();
  return <Layout accountPath={user ? ACCOUNT_PATH : undefined} />;
}
