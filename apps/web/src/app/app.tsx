import type { Locale } from 'antd-mobile/es/locales/base';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({ router, antdLocale }: { router: AppRouter; antdLocale: Locale }) {
  return (
    <AppProvider antdLocale={antdLocale}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
