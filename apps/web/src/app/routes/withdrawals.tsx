import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { WithdrawalList } from '../../features/withdrawal/components/withdrawal-list.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('withdrawal.listTitle')}>
      <WithdrawalList />
    </PageLayout>
  );
}
