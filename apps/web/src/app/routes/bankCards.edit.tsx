import { useParams } from 'react-router';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { EditAccountScreen } from '../../features/receiving-accounts/components/account-screens.tsx';

export function Component() {
  const id = Number(useParams().id);
  return (
    <PageLayout>
      <EditAccountScreen id={id} />
    </PageLayout>
  );
}
