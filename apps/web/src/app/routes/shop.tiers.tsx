import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { TiersScreen } from '../../features/tiers/components/tiers-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <TiersScreen />
    </PageLayout>
  );
}
