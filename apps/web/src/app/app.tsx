import type { Locale } from 'antd-mobile/es/locales/base';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import type { AppRouter } from './router.tsx';

export function App({ router, antdLocale }: { router: AppRouter; antdLocale: Locale }) {
  return (
    <AppProvider antdLocale={antdLocale}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
