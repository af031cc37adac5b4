import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { WarehouseScreen } from '../../features/warehouse/components/warehouse-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <WarehouseScreen />
    </PageLayout>
  );
}
