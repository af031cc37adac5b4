import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { WithdrawScreen } from '../../features/withdrawal/components/withdraw-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <WithdrawScreen />
    </PageLayout>
  );
}
