import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { RechargeScreen } from '../../features/recharge/components/recharge-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <RechargeScreen />
    </PageLayout>
  );
}
