import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { WithdrawalDetail } from '../../features/withdrawal/components/withdrawal-detail.tsx';

export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <PageLayout title={t('withdrawal.detailTitle')}>
      <WithdrawalDetail id={id} />
    </PageLayout>
  );
}
