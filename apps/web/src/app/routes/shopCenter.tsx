import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { ShopCenterOverview } from '../../features/shop-center/components/shop-center-overview.tsx';

export function Component() {
  return (
    <PageLayout back={false}>
      {/* The statistics panel (features/statistics) is placed here as `stats`. */}
      <ShopCenterOverview />
    </PageLayout>
  );
}
