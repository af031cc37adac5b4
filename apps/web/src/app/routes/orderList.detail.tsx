import { useParams } from 'react-router';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { OrderDetail } from '../../features/orders/components/order-detail.tsx';

export function Component() {
  const id = Number(useParams().id);
  return (
    <PageLayout>
      <OrderDetail id={id} />
    </PageLayout>
  );
}
