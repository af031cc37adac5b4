import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppStatusBanner } from '../app-status/app-status.tsx';
import { TabBar } from '../tab-bar/tab-bar.tsx';
import { tabIndexForPath } from '../tab-bar/tabs.ts';
import styles from './root-layout.module.css';
import { useRouteHandle } from './route-handle.ts';

// The tab bar renders with the layout, in the same commit as the screen: a lazily loaded bar
// appeared ~300 ms after the content even with a warm cache (React holds a revealed Suspense
// boundary back). Its floating button, with the gesture library, still follows lazily.

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
      {/* A new screen starts at its top (Back returns to where the reader was), not at the
          scroll position of the form that led to it. */}
      <ScrollRestoration />
      <AppStatusBanner />
      <Outlet />
      {/* Room at the page's end, so the last content scrolls clear of the floating button. */}
      {tabBar && <div aria-hidden="true" className={styles.bubbleRoom} />}
      {tabBar && <TabBar activeIndex={tabIndexForPath(pathname)} placeholder />}
    </div>
  );
}
