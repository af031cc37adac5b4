import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { ShopProfileScreen } from '../../features/shop-profile/components/shop-profile-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <ShopProfileScreen />
    </PageLayout>
  );
}
