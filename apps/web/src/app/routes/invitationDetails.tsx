import { useSearchParams } from 'react-router';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { InvitationDetailsScreen } from '../../features/invitations/components/invitation-details-screen.tsx';

/** /invitationDetails?id=N (the route's loader sends an address without a valid id to the list). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <PageLayout>
      <InvitationDetailsScreen id={Number(params.get('id'))} />
    </PageLayout>
  );
}
