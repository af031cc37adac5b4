// A tab screen: the tab bar arrives with it.
import '../../components/tab-bar/tab-bar.tsx';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { WalletOverview } from '../../features/wallet/components/wallet-overview.tsx';

export function Component() {
  return (
    <PageLayout back={false}>
      <WalletOverview />
    </PageLayout>
  );
}
