import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { PromotionList } from '../../features/promotions/components/promotion-list.tsx';

export function Component() {
  return (
    <PageLayout>
      <PromotionList />
    </PageLayout>
  );
}
