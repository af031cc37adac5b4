// A tab screen: the tab bar arrives with it.
import '../../components/tab-bar/tab-bar';
import { PageLayout } from '../../components/layouts/page-layout';
import { WalletOverview } from '../../features/wallet/components/wallet-overview';

export function Component() {
  return (
    <PageLayout back={false}>
      <WalletOverview />
    </PageLayout>
  );
}
