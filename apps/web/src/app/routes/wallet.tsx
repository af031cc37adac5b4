import { PageLayout } from '../../components/layouts/page-layout';
import { WalletOverview } from '../../features/wallet/components/wallet-overview';

export function Component() {
  return (
    <PageLayout back={false}>
      <WalletOverview />
    </PageLayout>
  );
}
