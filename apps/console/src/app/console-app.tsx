import { signInPath } from '@shopkeeper/front-kit/safe-redirect';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { antdLocale } from '../lib/antd-locale.ts';
import { onSessionEnded } from '../lib/api-client.ts';
import { useT } from '../lib/i18n.ts';
import { MessageBridge } from '../lib/notify.ts';
import { LiveSession } from './live-session.tsx';
import { type ConsoleRouter, inAppPath, NEXT_PARAM } from './router.tsx';

// antd's secondary grey (45 % black, 3.4:1 on white) and placeholders fall short of WCAG AA;
// these are 7:1 and 4.7:1. The brand blue #0865FF is 4.5:1 on the grey page and antd's link
// blue (#1677ff, from colorInfo) 4.1:1 on white; this shade is 6:1 on white, 5.5:1 on grey.
// Success, warning and error text at ≥ 4.5:1 on white too (docs/decisions/042).
const THEME = {
  token: {
    colorPrimary: '#0759e0',
    colorInfo: '#0759e0',
    colorLink: '#0759e0',
    colorSuccess: '#237804',
    colorWarning: '#ad6800',
    colorError: '#cf1322',
    borderRadius: 6,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
};

/** Providers around the router: antd in the chosen language, queries, the session's end. */
export function ConsoleApp({ router, queryClient }: { router: ConsoleRouter; queryClient: QueryClient }) {
  const { lang } = useT();

  // When the server says the session is over, drop what was cached for it and sign in again,
  // coming back to the same page afterwards.
  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.clear();
        const { pathname, search } = router.state.location;
        const path = inAppPath(pathname);
        if (path !== '/login') void router.navigate(signInPath(path + search, NEXT_PARAM), { replace: true });
      }),
    [router, queryClient],
  );

  return (
    <ConfigProvider locale={antdLocale(lang)} theme={THEME}>
      <MessageBridge />
      <QueryClientProvider client={queryClient}>
        <LiveSession>
          <RouterProvider router={router} />
        </LiveSession>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
