import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { SECTIONS, type SectionKey, sectionHref } from '../../../lib/sections.tsx';
import { useMe } from '../../../lib/use-me.ts';
import { type QueueCounts, useQueueCounts } from '../api/dashboard.ts';

/**
 * The queues an operator works through, each with the section that lists its pending rows by
 * default. A queue whose count the dashboard call does not carry yet is listed with the other
 * sections below.
 */
const QUEUES: readonly { count: keyof QueueCounts; section: SectionKey }[] = [
  { count: 'topUps', section: 'topUps' },
  { count: 'withdrawals', section: 'withdrawals' },
  { count: 'identity', section: 'identity' },
  { count: 'tierUpgrades', section: 'tierUpgrades' },
  { count: 'ordersToShip', section: 'fulfilment' },
  { count: 'storefrontPayments', section: 'storefrontPayments' },
  { count: 'chatsWaiting', section: 'customerService' },
  { count: 'feedbackToAnswer', section: 'feedback' },
];

function Queues() {
  const { t } = useT();
  const counts = useQueueCounts();
  if (counts.isError) {
    return (
      <Typography.Paragraph type="danger" role="alert">
        {t('dashboard.countsFailed')}{' '}
        <Button size="small" onClick={() => void counts.refetch()} loading={counts.isFetching}>
          {t('dashboard.retry')}
        </Button>
      </Typography.Paragraph>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {QUEUES.map((queue) => {
        const section = SECTIONS.find((s) => s.key === queue.section)!;
        const n = counts.data?.[queue.count];
        return (
          <Col key={queue.count} xs={12} md={8} xl={4}>
            <Link to={sectionHref(section)} data-testid={`queue-${queue.count}`}>
              <Card hoverable size="small" style={{ height: '100%' }} loading={counts.isPending}>
                <Statistic
                  title={t(`dashboard.queues.${queue.count}`)}
                  value={n ?? 0}
                  prefix={section.icon}
                  valueStyle={n ? { color: '#d46b08' } : undefined}
                />
              </Card>
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}

/** The landing page after sign-in: what waits in each queue, then a way into every section. */
export default function DashboardPage() {
  const { t } = useT();
  const me = useMe();
  const name = me.data?.username;
  const queued = new Set<SectionKey>(QUEUES.map((queue) => queue.section));
  return (
    <>
      <Typography.Title level={2}>
        {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeAnonymous')}
      </Typography.Title>
      <Typography.Title level={4}>{t('dashboard.pending')}</Typography.Title>
      <Queues />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('dashboard.sections')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('dashboard.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {SECTIONS.filter((section) => section.key !== 'dashboard' && !queued.has(section.key)).map(
          (section) => (
            <Col key={section.key} xs={24} md={12} xl={8}>
              <Link to={sectionHref(section)}>
                <Card hoverable size="small" style={{ height: '100%' }}>
                  <Card.Meta
                    avatar={section.icon}
                    title={t(`sections.${section.key}.title`)}
                    description={t(`sections.${section.key}.description`)}
                  />
                </Card>
              </Link>
            </Col>
          ),
        )}
      </Row>
    </>
  );
}
