import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { TopUpList } from '../../features/recharge/components/top-up-list.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('topUps.title')}>
      <TopUpList />
    </PageLayout>
  );
}
