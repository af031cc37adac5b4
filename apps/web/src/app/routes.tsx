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

/** A record's screen (`/withdrawals/:id`): an id that is not a number is no record at all. */
function requireNumericId({ params }: LoaderFunctionArgs) {
  return /^[1-9]\d{0,15}$/.test(params.id ?? '') ? null : replace('/404');
}

/** A product's reviews (`/goodsList/reviews?goodsId=3`): without a product id there is no such page. */
function requireGoodsId({ request }: LoaderFunctionArgs) {
  const goodsId = new URL(request.url).searchParams.get('goodsId');
  return /^[1-9]\d{0,15}$/.test(goodsId ?? '') ? null : replace('/404');
}

/** An invitation's details (`/invitationDetails?id=5`): without an id, the list of them. */
function requireInvitationId(args: LoaderFunctionArgs) {
  const signIn = requireSession(args);
  if (signIn) return signIn;
  const id = new URL(args.request.url).searchParams.get('id');
  return /^[1-9]\d{0,15}$/.test(id ?? '') ? null : replace('/invitation');
}

/** A help article (`/qaDetail?id=5`): without an id, the help centre it belongs to. */
function requireArticleId(args: LoaderFunctionArgs) {
  const signIn = requireSession(args);
  if (signIn) return signIn;
  const id = new URL(args.request.url).searchParams.get('id');
  return /^[1-9]\d{0,15}$/.test(id ?? '') ? null : replace('/service');
}

/** Signing in or up is pointless when already signed in. */
function redirectIfSignedIn({ request }: LoaderFunctionArgs) {
  if (!hasSession()) return null;
  return replace(safeRedirect(new URL(request.url).searchParams.get('redirect')));
}

// Every screen is its own chunk (pages load lazily, decision 007).
type LazyScreen = () => Promise<{ Component: ComponentType }>;

// Routes are named after their URL (routes/shopCenter.tsx for /shopCenter,
// routes/goodsList.warehouse.tsx for /goodsList/warehouse): the build records each one's files
// and the server names them in the page it sends, so they load in the first round trip
// (vite/preload-plan.ts). A tab screen's module imports the tab bar so it arrives alongside.

function screen(path: string, handle: RouteHandle, lazy: LazyScreen, loader = requireSession): RouteObject {
  return { path, handle, loader, lazy };
}

/** The screens of docs/product.md#merchant-app-screens, and old addresses leading to them. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      { index: true, loader: () => replace('/shopCenter'), element: null },

      screen('shopCenter', { screen: 'shopCenter', tabBar: true }, () => import('./routes/shopCenter.tsx')),
      screen(
        'invitation',
        { screen: 'invitation', parent: '/shopCenter' },
        () => import('./routes/invitation.tsx'),
      ),
      screen('wallet', { screen: 'wallet', tabBar: true }, () => import('./routes/wallet.tsx')),
      screen(
        'wallet/history',
        { screen: 'transactions', parent: '/wallet' },
        () => import('./routes/wallet.history.tsx'),
      ),
      screen(
        'wallet/topups',
        { screen: 'topUps', parent: '/wallet' },
        () => import('./routes/wallet.topups.tsx'),
      ),
      screen(
        'wallet/topups/:id',
        { screen: 'topUpDetail', parent: '/wallet/topups' },
        () => import('./routes/wallet.topups.detail.tsx'),
      ),
      screen(
        'feedback',
        { screen: 'feedback', parent: '/shopCenter' },
        () => import('./routes/feedback.tsx'),
      ),
      screen('service', { screen: 'service', parent: '/shopCenter' }, () => import('./routes/service.tsx')),
      screen(
        'qaDetail',
        { screen: 'qaDetail', parent: '/service' },
        () => import('./routes/qaDetail.tsx'),
        requireArticleId,
      ),
      screen(
        'identity',
        { screen: 'identity', parent: '/shopCenter' },
        () => import('./routes/identity.tsx'),
      ),
      screen('shop', { screen: 'shop', parent: '/shopCenter' }, () => import('./routes/shop.tsx')),
      screen(
        'shop/credit',
        { screen: 'shopCredit', parent: '/shop' },
        () => import('./routes/shop.credit.tsx'),
      ),
      screen('shop/tiers', { screen: 'shopTiers', parent: '/shop' }, () => import('./routes/shop.tiers.tsx')),
      {
        path: 'goodsList',
        handle: { tabBar: true, screen: 'goodsList' } satisfies RouteHandle,
        loader: requireSession,
        children: [
          { index: true, lazy: () => import('./routes/goodsList.tsx') },
          {
            path: 'warehouse',
            handle: { screen: 'warehouse', parent: '/goodsList' } satisfies RouteHandle,
            lazy: () => import('./routes/goodsList.warehouse.tsx'),
          },
          {
            path: 'reviews',
            handle: { screen: 'goodsReviews', parent: '/goodsList' } satisfies RouteHandle,
            loader: requireGoodsId,
            lazy: () => import('./routes/goodsList.reviews.tsx'),
          },
        ],
      },
      {
        path: 'orderList',
        handle: { tabBar: true, screen: 'orderList' } satisfies RouteHandle,
        loader: requireSession,
        children: [
          { index: true, lazy: () => import('./routes/orderList.tsx') },
          {
            // The "order logistics" screen: the order with its timeline.
            path: ':id',
            handle: { screen: 'orderDetail', parent: '/orderList', tabBar: false } satisfies RouteHandle,
            loader: requireNumericId,
            lazy: () => import('./routes/orderList.detail.tsx'),
          },
        ],
      },
      screen(
        'orderComment',
        { screen: 'orderComment', parent: '/orderList' },
        () => import('./routes/orderComment.tsx'),
      ),
      screen('recharge', { screen: 'recharge', parent: '/wallet' }, () => import('./routes/recharge.tsx')),

      // Receiving accounts and withdrawals. The first paths (/bank, /bank/add, /bank/edit/:id)
      // are these screens' old addresses (docs/product.md#merchant-app-screens), so links to
      // them keep working.
      { path: 'bank', loader: () => replace('/bankCards'), element: null },
      { path: 'bank/add', loader: () => replace('/bankCards/add'), element: null },
      {
        path: 'bank/edit/:id',
        loader: ({ params }) => replace(`/bankCards/${params.id}/edit`),
        element: null,
      },
      {
        path: 'bankCards',
        loader: requireSession,
        children: [
          {
            index: true,
            handle: { screen: 'bank', parent: '/wallet' } satisfies RouteHandle,
            lazy: () => import('./routes/bankCards.tsx'),
          },
          {
            path: 'add',
            handle: { screen: 'bankAdd', parent: '/bankCards' } satisfies RouteHandle,
            lazy: () => import('./routes/bankCards.add.tsx'),
          },
          {
            path: ':id/edit',
            handle: { screen: 'bankEdit', parent: '/bankCards' } satisfies RouteHandle,
            loader: requireNumericId,
            lazy: () => import('./routes/bankCards.edit.tsx'),
          },
        ],
      },
      screen('withdraw', { screen: 'withdraw', parent: '/wallet' }, () => import('./routes/withdraw.tsx')),
      {
        path: 'withdrawals',
        loader: requireSession,
        children: [
          {
            index: true,
            handle: { screen: 'withdrawals', parent: '/withdraw' } satisfies RouteHandle,
            lazy: () => import('./routes/withdrawals.tsx'),
          },
          {
            path: ':id',
            handle: { screen: 'withdrawalDetail', parent: '/withdrawals' } satisfies RouteHandle,
            loader: requireNumericId,
            lazy: () => import('./routes/withdrawals.detail.tsx'),
          },
        ],
      },
      screen(
        'promotion',
        { screen: 'promotion', parent: '/shopCenter' },
        () => import('./routes/promotion.tsx'),
      ),
      screen('buyAd', { screen: 'buyAd', parent: '/promotion' }, () => import('./routes/buyAd.tsx')),
      screen(
        'manageShowcase',
        { screen: 'manageShowcase', parent: '/goodsList' },
        () => import('./routes/manageShowcase.tsx'),
      ),
      screen(
        'invitationDetails',
        { screen: 'invitationDetails', parent: '/invitation' },
        () => import('./routes/invitationDetails.tsx'),
        requireInvitationId,
      ),
      screen(
        'notifications',
        { screen: 'notifications', parent: '/shopCenter' },
        () => import('./routes/notifications.tsx'),
      ),
      screen(
        'notifications/push',
        { screen: 'pushSettings', parent: '/notifications' },
        () => import('./routes/notifications.push.tsx'),
      ),
      // The logistics screen is the order's detail, which shows the timeline:
      // /orderLogistics?orderId=12 leads there, without an order to the list.
      {
        path: 'orderLogistics',
        loader: ({ request }) => {
          const orderId = new URL(request.url).searchParams.get('orderId') ?? '';
          return replace(/^[1-9]\d{0,15}$/.test(orderId) ? `/orderList/${orderId}` : '/orderList');
        },
        element: null,
      },
      // The history's other address (docs/product.md#merchant-app-screens); the wallet links
      // to /wallet/history, the same screen.
      screen(
        'transactions',
        { screen: 'transactions', parent: '/wallet' },
        () => import('./routes/transactions.tsx'),
      ),
      screen(
        'payPassword',
        { screen: 'payPassword', parent: '/wallet' },
        () => import('./routes/payPassword.tsx'),
      ),
      screen('account', { screen: 'account', parent: '/wallet' }, () => import('./routes/account.tsx')),
      screen('shopKeys', { screen: 'shopKeys', parent: '/account' }, () => import('./routes/shopKeys.tsx')),

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
