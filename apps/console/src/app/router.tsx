import { signInPath } from '@shopkeeper/front-kit/safe-redirect';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { SECTIONS, type SectionKey } from '../lib/sections.tsx';
import { storage } from '../lib/storage.ts';
import { RouteError } from './route-error.tsx';

export const BASENAME = '/console';
/** The sign-in page's query parameter naming where to return afterwards. */
export const NEXT_PARAM = 'next';

/**
 * A browser path without the basename, as in-app navigation takes it (the router's own
 * location and requests carry the basename).
 */
export function inAppPath(pathname: string): string {
  const path =
    pathname === BASENAME || pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
  return path || '/';
}

/** Where the request was going, so the sign-in page can send the person back there. */
function appPath(request: Request): string {
  const url = new URL(request.url);
  return inAppPath(url.pathname) + url.search;
}

/** The route guard: without a token every console page sends the visitor to sign in. */
export function requireToken({ request }: LoaderFunctionArgs) {
  if (!storage.getToken()) throw redirect(signInPath(appPath(request), NEXT_PARAM));
  return null;
}

/** Someone already signed in has no business on the sign-in page. */
export function skipLoginWhenSignedIn() {
  return storage.getToken() ? redirect('/') : null;
}

type PageModule = { default: ComponentType };

/** Each section's page, loaded when first visited so the console's first download stays small. */
const SECTION_PAGES: Record<SectionKey, () => Promise<PageModule>> = {
  dashboard: () => import('../features/dashboard/components/dashboard-page.tsx'),
  topUps: () => import('../features/reviews/components/top-ups-page.tsx'),
  withdrawals: () => import('../features/reviews/components/withdrawals-page.tsx'),
  identity: () => import('../features/reviews/components/identity-page.tsx'),
  tierUpgrades: () => import('../features/reviews/components/tier-upgrades-page.tsx'),
  fulfilment: () => import('../features/fulfilment/components/fulfilment-page.tsx'),
  storefrontPayments: () => import('../features/storefront-payments/components/storefront-payments-page.tsx'),
  statistics: () => import('../features/statistics/components/statistics-page.tsx'),
  catalogue: () => import('../features/catalogue/components/catalogue-page.tsx'),
  ads: () => import('../features/ads/components/ads-page.tsx'),
  banners: () => import('../features/banners/components/banners-page.tsx'),
  qa: () => import('../features/qa/components/qa-page.tsx'),
  feedback: () => import('../features/feedback/components/feedback-page.tsx'),
  notifications: () => import('../features/notifications/components/notifications-page.tsx'),
  customerService: () => import('../features/customer-service/components/customer-service-page.tsx'),
  users: () => import('../features/users/components/users-page.tsx'),
  channels: () => import('../features/channels/components/channels-page.tsx'),
  invites: () => import('../features/invites/components/invites-page.tsx'),
  settings: () => import('../features/settings/components/settings-page.tsx'),
  creditRules: () => import('../features/credit-rules/components/credit-rules-page.tsx'),
  auditLog: () => import('../features/audit-log/components/audit-log-page.tsx'),
};

const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

// Pages load lazily; until the first one has, the page stays blank (it takes a moment).
const NothingYet = () => null;

export const routes: RouteObject[] = [
  {
    path: '/login',
    loader: skipLoginWhenSignedIn,
    lazy: lazyPage(() => import('../features/auth/components/login-page.tsx')),
    errorElement: <RouteError />,
    HydrateFallback: NothingYet,
  },
  {
    path: '/',
    loader: requireToken,
    lazy: lazyPage(() => import('./layout/console-layout.tsx')),
    errorElement: <RouteError />,
    HydrateFallback: NothingYet,
    children: [
      ...SECTIONS.map(
        (section): RouteObject =>
          section.path === ''
            ? { index: true, lazy: lazyPage(SECTION_PAGES[section.key]) }
            : { path: section.path, lazy: lazyPage(SECTION_PAGES[section.key]) },
      ),
      { path: '*', lazy: lazyPage(() => import('./not-found.tsx')) },
    ],
  },
];

export function createConsoleRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;
