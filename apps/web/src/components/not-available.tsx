import Button from 'antd-mobile/es/components/button';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import { useTranslation } from 'react-i18next';
import { PageLayout, useGoBack } from './layouts/page-layout.tsx';
import { useRouteHandle } from './layouts/route-handle.ts';
import { StatusMessage } from './status-message.tsx';

/** Stands in for a screen a later release builds: says so, and offers the way back. */
export function NotAvailable() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  // A tab screen is top-level: the tab bar is the way on, there is no "back".
  const { parent } = useRouteHandle();
  return (
    <PageLayout>
      <StatusMessage
        icon={<ClockCircleOutline />}
        title={t('notAvailable.title')}
        description={t('notAvailable.description')}
      >
        {parent !== undefined && (
          <Button block color="primary" fill="outline" size="large" onClick={goBack}>
            {t('common.back')}
          </Button>
        )}
      </StatusMessage>
    </PageLayout>
  );
}
