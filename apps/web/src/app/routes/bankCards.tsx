import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { AccountList } from '../../features/receiving-accounts/components/account-list.tsx';

export function Component() {
  return (
    <PageLayout>
      <AccountList />
    </PageLayout>
  );
}
