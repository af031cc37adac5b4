import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { CreditHistoryScreen } from '../../features/shop-profile/components/credit-history-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <CreditHistoryScreen />
    </PageLayout>
  );
}
