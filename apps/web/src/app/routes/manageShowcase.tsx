import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { ManageShowcaseScreen } from '../../features/showcase/components/manage-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <ManageShowcaseScreen />
    </PageLayout>
  );
}
