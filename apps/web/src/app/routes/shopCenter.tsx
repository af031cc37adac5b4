import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { ShopCenterOverview } from '../../features/shop-center/components/shop-center-overview.tsx';

export function Component() {
  return (
    <PageLayout back={false}>
      <ShopCenterOverview />
    </PageLayout>
  );
}
