import { Layout } from '@/components/layout/Layout';
import { ACCOUNT_PATH } from '@/features/account';
import { useSignedIn } from '@/features/auth';

/** The layout, with the header's "My account" link while a member is signed in. */
export function SiteLayout() {
  return <Layout accountPath={useSignedIn() ? ACCOUNT_PATH : undefined} />;
}
