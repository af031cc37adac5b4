import { aProfile, aSupportContact, fakeServer } from '@shopkeeper/front-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/react-query.ts';
import { storage } from '../lib/storage.ts';
import { renderRoutes } from '../testing/render-routes.tsx';
import { routes } from './routes.tsx';

beforeEach(() => {
  queryClient.clear();
  fakeServer({ getMe: { code: 200, data: aProfile() } });
});

const signedIn = () => storage.setToken('tok-1');
const heading = () => screen.findByRole('heading', { level: 1 });

describe('routes', () => {
  it('sends an unknown path to /404, which points to customer service and sign-in', async () => {
    fakeServer({ getSupportContact: { code: 200, data: aSupportContact() } });
    const { router } = renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText('We can’t find that page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    // Signed out, the in-app chat is out of reach: the platform's contact is shown instead.
    expect(await screen.findByRole('heading', { name: 'Contact support' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('asks to sign in before a protected screen, and remembers where the person was going', async () => {
    const { router } = renderRoutes(routes, '/wallet?tab=1');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/wallet?tab=1')}`);
  });

  it.each(['/login', '/invite', '/404'])('lets %s open without signing in', async (path) => {
    const { router } = renderRoutes(routes, path);
    await heading();
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens the store centre from / when signed in, with the tab bar on its first tab', async () => {
    signedIn();
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByTestId('tabbar')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shopCenter');
    expect(screen.getByTestId('tab-0').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Mia’s Corner')).toBeTruthy();
  });

  it('keeps the saved profile on the store centre when the network fails, and says so once (no toast)', async () => {
    signedIn();
    storage.saveProfile(aProfile());
    fakeServer({
      getMe: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes(routes, '/shopCenter');
    expect(await screen.findByText('Loading failed, please try again.')).toBeTruthy();
    expect(screen.getByTestId('shop-name').textContent).toBe('Mia’s Corner');
    expect(screen.getAllByText('Loading failed, please try again.')).toHaveLength(1);
    expect(document.querySelector('.adm-toast-mask')).toBeNull();
  });

  it.each([
    ['/orderList', 1],
    ['/goodsList', 2],
    ['/goodsList/warehouse', 2],
    ['/wallet', 3],
  ])('shows the tab bar on %s with tab %i active', async (path, index) => {
    signedIn();
    renderRoutes(routes, path);
    await screen.findByTestId('tabbar');
    expect(screen.getByTestId(`tab-${index}`).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['/account', 'Account and security'],
    ['/invitation', 'Invite friends'],
    ['/feedback', 'Feedback'],
    ['/service', 'Customer service'],
    ['/identity', 'Identity verification'],
    ['/shop', 'Shop information'],
    ['/orderComment', 'Order reviews'],
    ['/recharge', 'Top up'],
    ['/bankCards', 'Withdrawal accounts'],
    ['/bankCards/add', 'Add withdrawal account'],
    ['/bankCards/4/edit', 'Edit withdrawal account'],
    ['/withdraw', 'Withdraw'],
    ['/withdrawals', 'My withdrawals'],
    ['/withdrawals/9', 'Withdrawal details'],
    ['/promotion', 'Promotions'],
    ['/buyAd', 'Buy an ad'],
    ['/manageShowcase', 'Manage showcase'],
    ['/notifications', 'Notifications'],
    ['/orderList/5', 'Order details'],
    ['/transactions', 'Transaction history'],
    ['/wallet/history', 'Transaction history'],
    ['/wallet/topups', 'My top-ups'],
    ['/wallet/topups/5', 'Top-up details'],
    ['/payPassword', 'Transaction PIN'],
    ['/shopKeys', 'Order-intake keys'],
  ])('opens %s ("%s") without the tab bar', async (path, title) => {
    signedIn();
    const { router } = renderRoutes(routes, path);
    expect((await heading()).textContent).toBe(title);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByTestId('tabbar')).toBeNull();
  });

  it.each([
    ['/bank', '/bankCards'],
    ['/bank/add', '/bankCards/add'],
    ['/bank/edit/4', '/bankCards/4/edit'],
  ])('leads the first path of a withdrawal-account screen, %s, to %s', async (path, target) => {
    signedIn();
    const { router } = renderRoutes(routes, path);
    await heading();
    expect(router.state.location.pathname).toBe(target);
  });

  it.each([
    ['/orderLogistics?orderId=12', '/orderList/12'],
    ['/orderLogistics', '/orderList'],
    ['/orderLogistics?orderId=abc', '/orderList'],
  ])('leads the old logistics address %s to the order’s detail or the list: %s', async (path, target) => {
    signedIn();
    const { router } = renderRoutes(routes, path);
    await heading();
    expect(router.state.location.pathname).toBe(target);
  });

  it.each([
    ['/invitationDetails?id=3', '/invitationDetails', 'Invitation details'],
    ['/invitationDetails', '/invitation', 'Invite friends'],
    ['/invitationDetails?id=abc', '/invitation', 'Invite friends'],
  ])('opens an invitation’s details by its id, %s, and the list without one', async (path, target, title) => {
    signedIn();
    const { router } = renderRoutes(routes, path);
    expect((await heading()).textContent).toBe(title);
    expect(router.state.location.pathname).toBe(target);
  });

  it.each([
    ['/bankCards/add', '/bankCards'],
    ['/bankCards/4/edit', '/bankCards'],
    ['/withdrawals/9', '/withdrawals'],
    ['/recharge', '/wallet'],
    ['/wallet/history', '/wallet'],
    ['/wallet/topups/5', '/wallet/topups'],
    ['/account', '/wallet'],
    ['/shopKeys', '/account'],
    ['/goodsList/warehouse', '/goodsList'],
    ['/orderList/5', '/orderList'],
  ])('goes back from %s opened directly to its parent %s', async (path, parent) => {
    signedIn();
    const { router } = renderRoutes(routes, path);
    (await screen.findAllByRole('button', { name: 'Back' }))[0]!.click();
    await waitFor(() => expect(router.state.location.pathname).toBe(parent));
  });

  it.each(['/orderList', '/goodsList', '/shopCenter', '/wallet'])(
    'shows no back arrow on the tab screen %s',
    async (path) => {
      signedIn();
      renderRoutes(routes, path);
      await screen.findByTestId('tabbar');
      await heading();
      expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    },
  );

  it('opening /login?redirect=… directly leaves no entry behind sign-in: after signing in, Back leaves', async () => {
    const { router } = renderRoutes(routes, '/wallet');
    await screen.findByRole('button', { name: 'Sign in' });
    // The redirect replaced /wallet: the history holds /login only.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back to the store centre from a screen opened directly', async () => {
    signedIn();
    const { router } = renderRoutes(routes, '/notifications');
    expect((await heading()).textContent).toBe('Notifications');
    screen.getAllByRole('button', { name: 'Back' })[0]!.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopCenter'));
  });
});
