import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { IdentityScreen } from '../../features/identity/components/identity-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <IdentityScreen />
    </PageLayout>
  );
}
