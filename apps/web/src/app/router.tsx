import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

/** The data router; the API client's redirects go through it too (no page reloads). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator(
    (to, options) => void router.navigate(to, options),
    () => router.state.location,
  );
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
