import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { IntakeKeys } from '../../features/intake-keys/components/intake-keys.tsx';

export function Component() {
  return (
    <PageLayout>
      <IntakeKeys />
    </PageLayout>
  );
}
