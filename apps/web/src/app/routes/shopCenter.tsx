import { useQueryClient } from '@tanstack/react-query';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { NOTIFICATIONS_KEY } from '../../features/notifications/api/notifications.ts';
import { UnseenBadge } from '../../features/notifications/components/unseen-badge.tsx';
import { ShopCenterOverview } from '../../features/shop-center/components/shop-center-overview.tsx';
import { STATISTICS_KEY } from '../../features/statistics/api/statistics.ts';
import { StatsPanel } from '../../features/statistics/components/stats-panel.tsx';

export function Component() {
  const queryClient = useQueryClient();
  return (
    <PageLayout back={false}>
      <ShopCenterOverview
        stats={<StatsPanel />}
        refreshStats={() =>
          Promise.all([
            queryClient.refetchQueries({ queryKey: STATISTICS_KEY }),
            queryClient.refetchQueries({ queryKey: NOTIFICATIONS_KEY }),
          ])
        }
        badges={{ notifications: <UnseenBadge /> }}
      />
    </PageLayout>
  );
}
