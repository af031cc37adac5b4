import { useSearchParams } from 'react-router';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { GoodsReviewsScreen } from '../../features/order-comments/components/goods-reviews-screen.tsx';

export function Component() {
  const goodsId = Number(useSearchParams()[0].get('goodsId'));
  return (
    <PageLayout>
      <GoodsReviewsScreen key={goodsId} goodsId={goodsId} />
    </PageLayout>
  );
}
