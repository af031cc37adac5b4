import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { PushSettingsScreen } from '../../features/push/components/push-settings-screen.tsx';

export function Component() {
  return (
    <PageLayout>
      <PushSettingsScreen />
    </PageLayout>
  );
}
