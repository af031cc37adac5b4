import { useSearchParams } from 'react-router';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { OrderCommentScreen } from '../../features/order-comments/components/order-comment-screen.tsx';

export function Component() {
  const orderId = Number(useSearchParams()[0].get('orderId'));
  return (
    <PageLayout>
      <OrderCommentScreen key={orderId} orderId={orderId} />
    </PageLayout>
  );
}
