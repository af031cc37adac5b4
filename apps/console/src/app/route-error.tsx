import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useT } from '../lib/i18n.ts';

/**
 * Shown when a page throws or its code cannot be fetched (typically right after a new
 * release replaced the files a stale tab expects); reloading fetches the new ones. Built
 * from small parts, not antd's Result, because it ships with the first download.
 */
export function RouteError() {
  const { t } = useT();
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '72px 24px', textAlign: 'center' }}>
      <CloseCircleFilled style={{ fontSize: 64, color: '#ff4d4f' }} />
      <Typography.Title level={3}>{t('routeError.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('routeError.description')}</Typography.Paragraph>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Flex>
  );
}
