import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { SECTIONS, sectionHref } from '../../../lib/sections.tsx';
import { useMe } from '../../../lib/use-me.ts';

/** The landing page after sign-in: a welcome and a way into each section. */
export default function DashboardPage() {
  const { t } = useT();
  const me = useMe();
  const name = me.data?.username;
  return (
    <>
      <Typography.Title level={2}>
        {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeAnonymous')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('dashboard.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {SECTIONS.filter((section) => section.key !== 'dashboard').map((section) => (
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
        ))}
      </Row>
    </>
  );
}
