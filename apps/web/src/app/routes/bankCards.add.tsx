import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { AddAccountScreen } from '../../features/receiving-accounts/components/account-screens.tsx';

export function Component() {
  return (
    <PageLayout>
      <AddAccountScreen />
    </PageLayout>
  );
}
