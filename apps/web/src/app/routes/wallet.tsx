import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { WalletOverview } from '../../features/wallet/components/wallet-overview.tsx';

export function Component() {
  return (
    <PageLayout back={false}>
      <WalletOverview />
    </PageLayout>
  );
}
