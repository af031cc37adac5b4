import { Layout, Spin, Typography } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { setPageTitle, translate, useT } from '../../lib/i18n.ts';
import { sectionForPath } from '../../lib/sections.tsx';
import { isOperator, refuseStoredSession } from '../../lib/session.ts';
import { useMe } from '../../lib/use-me.ts';
import { HeaderBar } from './header-bar.tsx';
import { SideMenu } from './side-menu.tsx';

// Wide enough for the longest section name in every language (French, Vietnamese), which
// may also wrap onto a second line rather than be cut off.
const SIDER_WIDTH = 256;

/** The frame around every signed-in page: side menu, header, the section in the middle. */
export default function ConsoleLayout() {
  const { t } = useT();
  const me = useMe();
  const navigation = useNavigation();
  const [collapsed, setCollapsed] = useState(false);
  const role = me.data?.role;
  const section = sectionForPath(useLocation().pathname);
  const heading = section ? t(`sections.${section.key}.title`) : t('notFound.title');

  // The browser tab follows the section (and the language).
  useEffect(() => {
    const key = section?.key;
    setPageTitle(() => (key ? translate(`sections.${key}.title`) : translate('notFound.title')));
    return () => setPageTitle(null);
  }, [section?.key]);

  // A stored token of a merchant (e.g. pasted from the merchant app) is refused like a sign-in.
  useEffect(() => {
    if (role && !isOperator({ role })) void refuseStoredSession();
  }, [role]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main-content" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <Layout.Sider
        width={SIDER_WIDTH}
        breakpoint="lg"
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <div
          style={{ padding: collapsed ? '20px 8px' : '20px 24px', textAlign: collapsed ? 'center' : 'left' }}
        >
          <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
            {collapsed ? t('app.brand').charAt(0) : t('app.brand')}
          </Typography.Text>
          {collapsed ? null : (
            <Typography.Text style={{ color: 'rgba(255,255,255,0.65)', display: 'block', fontSize: 12 }}>
              {t('app.console')}
            </Typography.Text>
          )}
        </div>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <HeaderBar />
        {/* antd's Content is the page's <main>; the section's name is its level-one heading. */}
        <Layout.Content style={{ margin: 24 }} id="main-content" tabIndex={-1}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {heading}
          </Typography.Title>
          <Spin spinning={navigation.state === 'loading'} delay={200}>
            <div style={{ background: '#fff', padding: 24, borderRadius: 8, minHeight: 360 }}>
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </div>
          </Spin>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
