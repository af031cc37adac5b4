import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { TAB_BAR_HEIGHT, tabIndexForPath } from '../tab-bar/tabs.ts';
import styles from './root-layout.module.css';
import { useRouteHandle } from './route-handle.ts';

// The tab bar carries the draggable bubble and its gesture library: its own chunk, fetched
// only on screens that show it.
const TabBar = lazy(() => import('../tab-bar/tab-bar.tsx').then((m) => ({ default: m.TabBar })));

/** Parent of every screen: the page, and the tab bar where the route's metadata asks for it. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { tabBar, screen } = useRouteHandle();

  useEffect(() => {
    document.title = screen ? `${t(`screens.${screen}`)} · ${t('app.name')}` : t('app.name');
  }, [t, screen]);

  return (
    <div className={styles.shell}>
      <Outlet />
      {tabBar && (
        <Suspense fallback={<div aria-hidden="true" style={{ height: TAB_BAR_HEIGHT }} />}>
          <TabBar activeIndex={tabIndexForPath(pathname)} placeholder />
        </Suspense>
      )}
    </div>
  );
}
