import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { OrderListScreen } from '../../features/orders/components/order-list-screen.tsx';

export function Component() {
  return (
    <PageLayout back={false}>
      <OrderListScreen />
    </PageLayout>
  );
}
