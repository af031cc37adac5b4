import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { BuyAdScreen } from '../../features/promotions/components/buy-ad-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <BuyAdScreen />
    </PageLayout>
  );
}
