import { PageLayout } from '../../components/layouts/page-layout.tsx';
import {
  MarkAllRead,
  NotificationsScreen,
} from '../../features/notifications/components/notifications-screen.tsx';

export function Component() {
  return (
    <PageLayout extra={<MarkAllRead />}>
      <NotificationsScreen />
    </PageLayout>
  );
}
