import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { HistoryScreen } from '../../features/wallet/components/history-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <HistoryScreen />
    </PageLayout>
  );
}
