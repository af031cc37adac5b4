import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { InvitationScreen } from '../../features/invitations/components/invitation-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <InvitationScreen />
    </PageLayout>
  );
}
