import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { ServiceScreen } from '../../features/chat/components/service-screen.tsx';
import { HelpCentre } from '../../features/help/components/help-centre.tsx';

export function Component() {
  return (
    <PageLayout>
      <ServiceScreen help={<HelpCentre />} />
    </PageLayout>
  );
}
