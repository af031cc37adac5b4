import { PageLayout } from '../../components/layouts/page-layout';
import { ShopCenterOverview } from '../../features/shop-center/components/shop-center-overview';

export function Component() {
  return (
    <PageLayout back={false}>
      <ShopCenterOverview />
    </PageLayout>
  );
}
