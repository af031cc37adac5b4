import Button from 'antd-mobile/es/components/button';
import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './status-message.tsx';

/**
 * A screen that failed to load or render. The usual cause is a chunk that vanished with a
 * new release, which a reload fixes.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="warning"
      icon={<ExclamationCircleOutline />}
      title={t('errors.crashedTitle')}
      description={t('errors.crashedDescription')}
    >
      <Button block color="primary" size="large" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </StatusMessage>
  );
}
