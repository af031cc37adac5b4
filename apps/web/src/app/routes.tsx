import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, replace } from 'react-router';
import { RootLayout } from '../components/layouts/root-layout.tsx';
import type { RouteHandle } from '../components/layouts/route-handle.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { RouteError } from '../components/route-error.tsx';
import { safeRedirect } from '../lib/navigation.ts';
import { hasSession } from '../lib/session.ts';

// Loader redirects replace the entry that was asked for: a pushed redirect (the router's
// default on the first load) left /wallet under /login?redirect=/wallet, so after signing in
// the first Back led from /wallet to /wallet and seemed to do nothing.

/** Protected screens: without a token, sign in first and come back here afterwards. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (hasSession()) return null;
  const { pathname, search } = new URL(request.url);
  return replace(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

/** Signing in or up is pointless when already signed in. */
function redirectIfSignedIn({ request }: LoaderFunctionArgs) {
  if (!hasSession()) return null;
  return replace(safeRedirect(new URL(request.url).searchParams.get('redirect')));
}

// Every screen is its own chunk (spec §2: pages load lazily).
type LazyScreen = () => Promise<{ Component: ComponentType }>;
const notAvailable: LazyScreen = () => import('./routes/not-available.tsx');

// Routes are named after their URL (routes/shopCenter.tsx for /shopCenter,
// routes/goodsList.warehouse.tsx for /goodsList/warehouse): the build records each one's files
// and the server names them in the page it sends, so they load in the first round trip
// (vite/preload-plan.ts). A tab screen's module imports the tab bar so it arrives alongside.
const tabNotAvailable: LazyScreen = () => import('./routes/tab-not-available.tsx');

function screen(path: string, handle: RouteHandle, lazy: LazyScreen, loader = requireSession): RouteObject {
  return { path, handle, loader, lazy };
}

/** Spec §2's route table, the screens its texts mention, and sign-in. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      { index: true, loader: () => replace('/shopCenter'), element: null },

      screen('shopCenter', { screen: 'shopCenter', tabBar: true }, () => import('./routes/shopCenter.tsx')),
      screen('invitation', { screen: 'invitation', parent: '/shopCenter' }, notAvailable),
      screen('wallet', { screen: 'wallet', tabBar: true }, () => import('./routes/wallet.tsx')),
      screen('feedback', { screen: 'feedback', parent: '/shopCenter' }, notAvailable),
      screen('service', { screen: 'service', parent: '/shopCenter' }, notAvailable),
      screen('qaDetail', { screen: 'qaDetail', parent: '/service' }, notAvailable),
      screen('identity', { screen: 'identity', parent: '/shopCenter' }, notAvailable),
      screen('shop', { screen: 'shop', parent: '/shopCenter' }, notAvailable),
      {
        path: 'goodsList',
        handle: { tabBar: true, screen: 'goodsList' } satisfies RouteHandle,
        loader: requireSession,
        children: [
          { index: true, lazy: tabNotAvailable },
          {
            path: 'warehouse',
            handle: { screen: 'warehouse', parent: '/goodsList' } satisfies RouteHandle,
            lazy: tabNotAvailable,
          },
        ],
      },
      screen('orderList', { screen: 'orderList', tabBar: true }, tabNotAvailable),
      screen('orderComment', { screen: 'orderComment', parent: '/orderList' }, notAvailable),
      screen('recharge', { screen: 'recharge', parent: '/wallet' }, notAvailable),

      {
        path: 'bank',
        loader: requireSession,
        children: [
          {
            index: true,
            handle: { screen: 'bank', parent: '/wallet' } satisfies RouteHandle,
            lazy: notAvailable,
          },
          {
            path: 'add',
            handle: { screen: 'bankAdd', parent: '/bank' } satisfies RouteHandle,
            lazy: notAvailable,
          },
          {
            path: 'edit/:id',
            handle: { screen: 'bankEdit', parent: '/bank' } satisfies RouteHandle,
            lazy: notAvailable,
          },
        ],
      },
      screen('withdraw', { screen: 'withdraw', parent: '/wallet' }, notAvailable),
      screen('promotion', { screen: 'promotion', parent: '/shopCenter' }, notAvailable),
      screen('buyAd', { screen: 'buyAd', parent: '/promotion' }, notAvailable),
      screen('manageShowcase', { screen: 'manageShowcase', parent: '/goodsList' }, notAvailable),
      screen('invitationDetails', { screen: 'invitationDetails', parent: '/invitation' }, notAvailable),
      screen('notifications', { screen: 'notifications', parent: '/shopCenter' }, notAvailable),
      screen('orderLogistics', { screen: 'orderLogistics', parent: '/orderList' }, notAvailable),
      screen('transactions', { screen: 'transactions', parent: '/wallet' }, notAvailable),
      screen(
        'payPassword',
        { screen: 'payPassword', parent: '/wallet' },
        () => import('./routes/payPassword.tsx'),
      ),
      screen('account', { screen: 'account', parent: '/wallet' }, () => import('./routes/account.tsx')),

      // Public: signing in, signing up, and the page every dead end leads to.
      screen('login', { screen: 'login' }, () => import('./routes/login.tsx'), redirectIfSignedIn),
      screen('invite', { screen: 'invite' }, () => import('./routes/invite.tsx'), redirectIfSignedIn),
      screen(
        'reset-password',
        { screen: 'resetPassword' },
        () => import('./routes/reset-password.tsx'),
        () => null,
      ),
      screen(
        '404',
        { screen: 'notFound' },
        () => import('./routes/404.tsx'),
        () => null,
      ),

      { path: '*', loader: () => replace('/404'), element: null },
    ],
  },
];
