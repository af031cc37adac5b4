import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { queryClient } from '../lib/react-query.ts';

/** Renders routes in a memory router with the app's query client; returns the router to inspect. */
export function renderRoutes(routes: RouteObject[], initialPath: InitialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...result };
}

/** `renderRoutes`, with the API client's redirects going through this router too. */
export function renderRoutesWithRedirects(routes: RouteObject[], initialPath: InitialEntry = '/') {
  const view = renderRoutes(routes, initialPath);
  setNavigator(
    (to, options) => void view.router.navigate(to, options),
    () => view.router.state.location,
  );
  return view;
}

/**
 * One element, starting at `path`; it stays mounted on every path, so where it navigates to
 * can be read from `router.state.location`.
 */
export function renderAt(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
