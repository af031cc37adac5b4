import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { TopUpDetail } from '../../features/recharge/components/top-up-detail.tsx';

/** /wallet/topups/:id (the route file is named after the URL's shape, not its id). */
export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <PageLayout title={t('topUps.detailTitle')}>
      <TopUpDetail id={id} />
    </PageLayout>
  );
}
