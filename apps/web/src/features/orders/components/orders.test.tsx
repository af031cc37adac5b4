import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { typeInPinSheet } from '../../../components/pin-sheet/type-pin.testing.ts';
import { meQuery } from '../../../lib/auth.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { walletQuery } from '../../../lib/wallet-queries.ts';
import { layOutLists } from '../../../testing/browser-stubs.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { Order, OrderCounts, OrderDetail, OrderPage } from '../api/orders.ts';

// Dialogs, toasts and the sheet render outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

// A dialog lives in its own React root, which cleanup() does not unmount.
afterEach(async () => {
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
});

const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 1,
  orderNo: 'SO-20261121-0001',
  status: 'pending_payment',
  source: 'storefront',
  quantity: 2,
  unitPrice: '12.50',
  amount: '25.00',
  purchaseCost: '16.00',
  profit: '9.00',
  expectedProfit: null,
  settlementAmount: null,
  goods: {
    goodsId: 11,
    showcaseItemId: 21,
    productNo: 'WH-0001',
    name: 'Ceramic mug',
    image: 'goods/mug.png',
  },
  buyer: { name: 'Lan Pham', phone: '+84 90 123 4567', address: '12 Tran Hung Dao, Hanoi' },
  createdAt: '2026-11-21T10:00:00.000Z',
  paidAt: null,
  payBy: '2026-11-24T10:00:00.000Z',
  settleAfter: null,
  completedAt: null,
  cancelledAt: null,
  cancelReason: null,
  cancelNote: null,
  refunded: null,
  buyerRefund: null,
  ...overrides,
});

const counts = (overrides: Partial<OrderCounts> = {}): OrderCounts => ({
  pending_payment: 3,
  pending_shipment: 1,
  shipped: 0,
  pending_acceptance: 0,
  accepted: 0,
  pending_settlement: 2,
  completed: 5,
  cancelled: 0,
  ...overrides,
});

const aPage = (items: Order[], overrides: Partial<OrderPage> = {}): OrderPage => ({
  items,
  nextCursor: null,
  counts: counts(),
  ...overrides,
});

const mug = anOrder();
const teapot = anOrder({
  id: 2,
  orderNo: 'SO-20261121-0002',
  quantity: 1,
  amount: '30.00',
  purchaseCost: '18.50',
  profit: '11.50',
  goods: { ...mug.goods, goodsId: 12, productNo: 'WH-0002', name: 'Teapot' },
});
const shippedLamp = anOrder({
  id: 3,
  orderNo: 'SO-20261120-0003',
  status: 'shipped',
  amount: '40.00',
  purchaseCost: '22.00',
  profit: '18.00',
  expectedProfit: '18.00',
  payBy: null,
  paidAt: '2026-11-20T12:00:00.000Z',
  goods: { ...mug.goods, goodsId: 13, productNo: 'WH-0003', name: 'Desk lamp' },
});

type Routes = Parameters<typeof fakeServer>[0];

/** "All" holds the three orders; "pending payment" the mug and the teapot. */
function server(overrides: Routes = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile({ payPasswordSet: true }) },
    userWallet: {
      code: 200,
      data: { balance: '100.00', frozen: '0.00', depositHeld: '0.00', totalAssets: '100.00' },
    },
    orderList: ({ input }) =>
      input.status === 'pending_payment'
        ? { code: 200, data: aPage([mug, teapot]) }
        : input.status
          ? { code: 200, data: aPage([]) }
          : { code: 200, data: aPage([mug, teapot, shippedLamp]) },
    orderPayAmount: ({ input }) => {
      const ids = String(input.orderIds ?? '').split(',');
      const amount = ids.length === 2 ? '34.50' : ids[0] === '2' ? '18.50' : '16.00';
      return { code: 200, data: { amount, orders: ids.length, balance: '100.00' } };
    },
    ...overrides,
  });
}

const card = (id: number) => screen.getByTestId(`order-${id}`);
const payKeys = (s: ReturnType<typeof fakeServer>) =>
  s.fetch.mock.calls
    .filter(([url]) => String(url).endsWith('/v1/order/pay'))
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

/** Opens the pending-payment tab, selects both orders, confirms: the PIN sheet is then open. */
async function upToThePin(s: ReturnType<typeof fakeServer>) {
  const view = renderRoutes(routes, '/orderList?status=pending_payment');
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Select order SO-20261121-0001' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select order SO-20261121-0002' }));
  await waitFor(() => expect(screen.getByTestId('pay-total').textContent).toBe('Total $34.50'));
  fireEvent.click(within(screen.getByTestId('pay-bar')).getByRole('button', { name: 'Pay' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay for orders' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
  expect(s.called('orderPay')).toHaveLength(0);
  return view;
}

describe('order list', () => {
  it('shows every status as a tab with its count, "all" first, and sends the tab’s filter', async () => {
    const s = server();
    const { router } = renderRoutes(routes, '/orderList');
    await screen.findByTestId('order-3');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'All11',
      'Pending payment3',
      'Pending shipment1',
      'Shipped',
      'Pending acceptance',
      // No "Accepted" tab: an accepted order is pending settlement in the same write.
      'Pending settlement2',
      'Completed5',
      'Cancelled',
    ]);
    expect(s.called('orderList')[0]!.input).toEqual({ limit: 20 });
    fireEvent.click(screen.getByTestId('order-tab-pending_settlement'));
    await waitFor(() => expect(s.called('orderList').at(-1)!.input.status).toBe('pending_settlement'));
    expect(router.state.location.search).toBe('?status=pending_settlement');
    expect(await screen.findByText('No orders in this state.')).toBeTruthy();
    // The counts stay on the tabs.
    expect(screen.getByTestId('order-tab-completed').textContent).toBe('Completed5');
  });

  it('shows each card’s goods, number, quantity, amount, cost, profit, expected profit, state and deadline', async () => {
    server();
    renderRoutes(routes, '/orderList');
    const lamp = await screen.findByTestId('order-3');
    expect(within(lamp).getByText('Desk lamp')).toBeTruthy();
    expect(within(lamp).getByText('No. WH-0003')).toBeTruthy();
    expect(within(lamp).getByText('Order SO-20261120-0003')).toBeTruthy();
    expect(within(lamp).getByText('Shipped')).toBeTruthy();
    expect(within(lamp).getByTestId('card-quantity').textContent).toBe('2');
    expect(within(lamp).getByTestId('card-amount').textContent).toBe('$40.00');
    expect(within(lamp).getByTestId('card-cost').textContent).toBe('$22.00');
    expect(within(lamp).getByTestId('card-profit').textContent).toBe('$18.00');
    expect(within(lamp).getByTestId('card-expected-profit').textContent).toBe('$18.00');
    expect(within(lamp).queryByTestId('card-pay-by')).toBeNull();
    expect(within(lamp).queryByRole('button', { name: /Pay/ })).toBeNull();
    const first = card(1);
    expect(within(first).getByText('Pending payment')).toBeTruthy();
    expect(within(first).queryByTestId('card-expected-profit')).toBeNull();
    expect(within(first).getByTestId('card-pay-by').textContent).toMatch(/^Pay by .*2026/);
    expect(within(first).getByRole('button', { name: 'Pay order SO-20261121-0001' })).toBeTruthy();
    // Checkboxes only on the pending-payment tab.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('pay-bar')).toBeNull();
  });

  it('loads the next page with the cursor the server gave, keeping the filter', async () => {
    layOutLists();
    const s = server({
      orderList: ({ input }) =>
        input.cursor === 'page-2'
          ? { code: 200, data: aPage([teapot]) }
          : { code: 200, data: aPage([mug], { nextCursor: 'page-2' }) },
    });
    renderRoutes(routes, '/orderList?status=pending_payment');
    expect(await screen.findByTestId('order-2')).toBeTruthy();
    expect(s.called('orderList').map((call) => [call.input.cursor, call.input.status])).toEqual([
      [undefined, 'pending_payment'],
      ['page-2', 'pending_payment'],
    ]);
    expect(await screen.findByText('No more orders')).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    server({
      orderList: {
        code: 200,
        data: aPage([], {
          counts: counts({ pending_payment: 0, pending_shipment: 0, pending_settlement: 0, completed: 0 }),
        }),
      },
    });
    renderRoutes(routes, '/orderList');
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it('says when the list could not be loaded, and loads it again on "retry"', async () => {
    let tries = 0;
    server({
      orderList: () => {
        if (++tries === 1) throw new TypeError('Failed to fetch');
        return { code: 200, data: aPage([mug]) };
      },
    });
    renderRoutes(routes, '/orderList');
    expect(await screen.findByText('Loading failed, please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-1')).toBeTruthy();
  });
});

describe('paying orders', () => {
  it('totals the selection from the server with the ids, and "select all" takes every order', async () => {
    const s = server();
    renderRoutes(routes, '/orderList?status=pending_payment');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select order SO-20261121-0002' }));
    await waitFor(() => expect(screen.getByTestId('pay-total').textContent).toBe('Total $18.50'));
    expect(s.called('orderPayAmount').at(-1)!.input).toEqual({ orderIds: '2' });
    expect(screen.getByTestId('pay-bar').textContent).toContain('1 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(screen.getByTestId('pay-total').textContent).toBe('Total $34.50'));
    expect(s.called('orderPayAmount').at(-1)!.input).toEqual({ orderIds: '1,2' });
    expect(screen.getByTestId('pay-bar').textContent).toContain('2 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByTestId('pay-bar').textContent).toContain('0 selected');
    expect(
      (within(screen.getByTestId('pay-bar')).getByRole('button', { name: 'Pay' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('confirms the total and the balance, asks for the PIN, then pays the ids with a key', async () => {
    const s = server({ orderPay: { code: 200, data: { paid: 2, amount: '34.50', balance: '65.50' } } });
    renderRoutes(routes, '/orderList?status=pending_payment');
    await screen.findByTestId('order-2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(screen.getByTestId('pay-total').textContent).toBe('Total $34.50'));
    fireEvent.click(within(screen.getByTestId('pay-bar')).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for orders' });
    expect(within(dialog).getByTestId('pay-confirmation-total').textContent).toBe('$34.50');
    expect(within(dialog).getByTestId('pay-confirmation-balance').textContent).toBe('$100.00');
    expect(s.called('orderPay')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const sheet = await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(within(sheet).getByText('Pay $34.50 for the selected orders (2)')).toBeTruthy();
    const listsBefore = s.called('orderList').length;
    queryClient.setQueryData(walletQuery.queryKey, {
      balance: '100.00',
      frozen: '0.00',
      depositHeld: '0.00',
      totalAssets: '100.00',
    });
    queryClient.setQueryData(meQuery.queryKey, aProfile({ payPasswordSet: true }));
    typeInPinSheet('246810');
    await waitFor(() => expect(s.called('orderPay')).toHaveLength(1));
    expect(s.called('orderPay')[0]!.input).toEqual({ orderIds: [1, 2], payPassword: '246810' });
    expect(payKeys(s)[0]).toMatch(/.{8,}/);
    expect(await screen.findByText('Orders paid: 2, $34.50 in total')).toBeTruthy();
    // The list and its counts, and the wallet, are read again.
    await waitFor(() => expect(s.called('orderList').length).toBeGreaterThan(listsBefore));
    // The balance changed: the wallet and the profile (which carries it too) are stale.
    expect(queryClient.getQueryState(walletQuery.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(meQuery.queryKey)?.isInvalidated).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enter your transaction PIN' })).toBeNull(),
    );
  });

  it('pays a single card with its own button', async () => {
    const s = server({ orderPay: { code: 200, data: { paid: 1, amount: '18.50', balance: '81.50' } } });
    renderRoutes(routes, '/orderList');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay order SO-20261121-0002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for orders' });
    expect(s.called('orderPayAmount').at(-1)!.input).toEqual({ orderIds: '2' });
    expect(within(dialog).getByTestId('pay-confirmation-total').textContent).toBe('$18.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    typeInPinSheet('246810');
    await waitFor(() => expect(s.called('orderPay')).toHaveLength(1));
    expect(s.called('orderPay')[0]!.input.orderIds).toEqual([2]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const s = server();
    renderRoutes(routes, '/orderList?status=pending_payment');
    await screen.findByTestId('order-2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(within(screen.getByTestId('pay-bar')).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for orders' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay for orders' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Enter your transaction PIN' })).toBeNull();
    expect(s.called('orderPay')).toHaveLength(0);
  });

  it('says before the PIN when the balance cannot cover the total, and leads to topping up', async () => {
    const s = server({
      orderPayAmount: { code: 200, data: { amount: '34.50', orders: 2, balance: '20.00' } },
    });
    const { router } = renderRoutes(routes, '/orderList?status=pending_payment');
    await screen.findByTestId('order-2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(within(screen.getByTestId('pay-bar')).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for orders' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Your balance is not enough to pay for these orders.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'));
    expect(screen.queryByRole('dialog', { name: 'Enter your transaction PIN' })).toBeNull();
    expect(s.called('orderPay')).toHaveLength(0);
  });

  it('shows a wrong PIN with the tries left in the sheet; the next try is a new attempt with a new key', async () => {
    let tries = 0;
    const s = server({
      orderPay: () =>
        ++tries === 1
          ? { code: 446, data: { attemptsLeft: 4, lockedUntil: null } }
          : { code: 200, data: { paid: 2, amount: '34.50', balance: '65.50' } },
    });
    await upToThePin(s);
    typeInPinSheet('000000');
    const sheet = screen.getByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(await within(sheet).findByText('Wrong transaction PIN. Tries left: 4.')).toBeTruthy();
    typeInPinSheet('246810');
    expect(await screen.findByText('Orders paid: 2, $34.50 in total')).toBeTruthy();
    const [first, second] = payKeys(s);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('keeps the sheet open while other PIN tries are being checked (202)', async () => {
    let tries = 0;
    const s = server({
      orderPay: () =>
        ++tries === 1 ? { code: 202 } : { code: 200, data: { paid: 2, amount: '34.50', balance: '65.50' } },
    });
    await upToThePin(s);
    typeInPinSheet('246810');
    const sheet = screen.getByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(await within(sheet).findByTestId('pin-sheet-error')).toBeTruthy();
    typeInPinSheet('246810');
    expect(await screen.findByText('Orders paid: 2, $34.50 in total')).toBeTruthy();
  });

  it('keeps the same key when the answer was lost, so a retry cannot pay twice', async () => {
    let tries = 0;
    const s = server({
      orderPay: () => {
        if (++tries === 1) throw new TypeError('Failed to fetch');
        return { code: 200, data: { paid: 2, amount: '34.50', balance: '65.50' } };
      },
    });
    await upToThePin(s);
    typeInPinSheet('246810');
    const sheet = screen.getByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(await within(sheet).findByText('Loading failed, please try again.')).toBeTruthy();
    typeInPinSheet('246810');
    expect(await screen.findByText('Orders paid: 2, $34.50 in total')).toBeTruthy();
    const [first, second] = payKeys(s);
    expect(second).toBe(first);
  });

  it('says the balance is not enough (424) and leads to topping up', async () => {
    const s = server({ orderPay: { code: 424 } });
    const { router } = await upToThePin(s);
    typeInPinSheet('246810');
    const message = await screen.findByTestId('pay-message');
    expect(message.textContent).toContain('Your balance is not enough to pay for these orders.');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enter your transaction PIN' })).toBeNull(),
    );
    fireEvent.click(within(message).getByRole('link', { name: 'Top up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'));
  });

  it('says an order no longer awaits payment (203) and reads the list again', async () => {
    const s = server({ orderPay: { code: 203 } });
    await upToThePin(s);
    const listsBefore = s.called('orderList').length;
    typeInPinSheet('246810');
    const message = await screen.findByTestId('pay-message');
    expect(message.textContent).toContain('Some of these orders no longer await payment.');
    await waitFor(() => expect(s.called('orderList').length).toBeGreaterThan(listsBefore));
  });

  it('leads to setting a PIN from the sheet when none is set (445)', async () => {
    const s = server({ orderPay: { code: 445 } });
    const { router } = await upToThePin(s);
    typeInPinSheet('123456');
    const sheet = screen.getByRole('dialog', { name: 'Enter your transaction PIN' });
    fireEvent.click(await within(sheet).findByRole('link', { name: 'Set a transaction PIN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPassword'));
  });

  it('shows a frozen wallet (450) in the catalogue’s words', async () => {
    const s = server({
      orderPay: { code: 450, data: { reason: 'Chargeback', since: '2026-11-21T08:00:00.000Z' } },
    });
    await upToThePin(s);
    typeInPinSheet('246810');
    const message = await screen.findByTestId('pay-message');
    expect(message.textContent).toMatch(/wallet is frozen/i);
    expect(within(message).queryByRole('link', { name: 'Top up' })).toBeNull();
  });
});

const detail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...shippedLamp,
  events: [
    {
      move: 'pay',
      from: 'pending_payment',
      to: 'pending_shipment',
      actor: 'merchant',
      time: '2026-11-20T12:00:00.000Z',
    },
    {
      move: 'ship',
      from: 'pending_shipment',
      to: 'shipped',
      actor: 'system',
      time: '2026-11-20T14:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('order detail', () => {
  it('shows the order, the buyer, the logistics timeline and every move with its actor', async () => {
    const s = server({
      orderDetail: ({ input }) => (input.orderId === 3 ? { code: 200, data: detail() } : { code: 404 }),
      orderCommentList: { code: 200, data: { items: [], nextCursor: null } },
      orderLogistics: {
        code: 200,
        data: {
          carrier: 'Sandbox Express',
          trackingNo: 'SX123456',
          steps: [
            { time: '2026-11-20T14:00:00.000Z', text: 'Picked up by the carrier' },
            { time: '2026-11-21T09:00:00.000Z', text: 'Arrived at the Hanoi hub' },
          ],
        },
      },
    });
    const { router } = renderRoutes(routes, '/orderList');
    fireEvent.click(await screen.findByRole('link', { name: /^Open order SO-20261120-0003/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderList/3'));
    // The list stays on screen until the detail's module has loaded.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order details'));
    expect(await screen.findByTestId('detail-amount')).toBeTruthy();
    expect(screen.getByTestId('detail-cost').textContent).toBe('$22.00');
    expect(screen.getByTestId('detail-profit').textContent).toBe('$18.00');
    expect(screen.getByTestId('detail-expected').textContent).toBe('$18.00');
    expect(screen.getByText('Lan Pham')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+84 90 123 4567' }).getAttribute('href')).toBe(
      'tel:+84 90 123 4567',
    );
    expect(screen.getByText('12 Tran Hung Dao, Hanoi')).toBeTruthy();
    const timeline = await screen.findByTestId('order-logistics');
    const steps = within(timeline)
      .getAllByText(/Picked up|Arrived/)
      .map((node) => node.textContent);
    expect(steps).toEqual(['Arrived at the Hanoi hub', 'Picked up by the carrier']);
    expect(screen.getByTestId('order-carrier').textContent).toBe('Sandbox Express · Tracking no. SX123456');
    expect(s.called('orderLogistics')[0]!.input).toEqual({ orderId: 3 });
    const events = within(screen.getByTestId('order-events')).getAllByRole('listitem');
    expect(events[0]!.textContent).toContain('Paid · You');
    expect(events[0]!.textContent).toContain('Pending payment → Pending shipment');
    expect(events[1]!.textContent).toContain('Shipped · System');
    // No tab bar on the detail.
    expect(screen.queryByTestId('tabbar')).toBeNull();
    // The order's reviews and comments are one tap away.
    fireEvent.click(screen.getByRole('link', { name: /Reviews and comments/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderComment'));
    expect(router.state.location.search).toBe('?orderId=3');
    await waitFor(() => expect(s.called('orderCommentList')[0]?.input).toMatchObject({ orderId: '3' }));
  });

  it('shows what settlement credited and the profit once completed', async () => {
    server({
      orderDetail: {
        code: 200,
        data: detail({
          status: 'completed',
          expectedProfit: null,
          settlementAmount: '40.00',
          completedAt: '2026-11-29T10:00:00.000Z',
        }),
      },
      orderLogistics: { code: 200, data: { carrier: null, trackingNo: null, steps: [] } },
    });
    renderRoutes(routes, '/orderList/3');
    expect((await screen.findByTestId('order-settled')).textContent).toBe(
      '$40.00 was credited to your wallet; your profit is $18.00.',
    );
    expect(screen.getByTestId('detail-settlement').textContent).toBe('$40.00');
    expect(screen.queryByTestId('detail-expected')).toBeNull();
    expect(await screen.findByText('No logistics updates yet.')).toBeTruthy();
  });

  it.each([
    {
      why: 'the reason and the cost refunded',
      order: { cancelReason: 'out_of_stock' as const },
      shown: {
        'order-cancelled': 'Cancelled: the goods are out of stock. $22.00 was refunded to your wallet.',
      },
    },
    {
      why: 'the platform’s own note and where the buyer’s refund is',
      order: {
        cancelReason: 'operator' as const,
        cancelNote: 'The buyer asked us to cancel',
        buyerRefund: 'failed' as const,
      },
      shown: {
        'order-cancel-note': 'The platform’s note: The buyer asked us to cancel',
        'order-buyer-refund': 'The buyer’s refund is taking longer; the platform is on it.',
      },
    },
  ])('shows a cancelled order’s $why', async ({ order, shown }) => {
    server({
      orderDetail: {
        code: 200,
        data: detail({
          status: 'cancelled',
          expectedProfit: null,
          cancelledAt: '2026-11-21T10:00:00.000Z',
          refunded: '22.00',
          ...order,
        }),
      },
      orderLogistics: { code: 200, data: { carrier: null, trackingNo: null, steps: [] } },
    });
    renderRoutes(routes, '/orderList/3');
    await screen.findByTestId('order-cancelled');
    for (const [testId, text] of Object.entries(shown))
      expect(screen.getByTestId(testId).textContent).toBe(text);
  });

  it('pays a pending-payment order from its detail', async () => {
    const s = server({
      orderDetail: { code: 200, data: detail({ ...mug, events: [] }) },
      orderLogistics: { code: 200, data: { carrier: null, trackingNo: null, steps: [] } },
      orderPay: { code: 200, data: { paid: 1, amount: '16.00', balance: '84.00' } },
    });
    renderRoutes(routes, '/orderList/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the cost $16.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for orders' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    typeInPinSheet('246810');
    await waitFor(() => expect(s.called('orderPay')).toHaveLength(1));
    expect(s.called('orderPay')[0]!.input.orderIds).toEqual([1]);
    await waitFor(() => expect(s.called('orderDetail').length).toBeGreaterThan(1));
  });

  it('says when the order is not found (404) and leads back to the list', async () => {
    server({ orderDetail: { code: 404 } });
    const { router } = renderRoutes(routes, '/orderList/99');
    expect(await screen.findByText('Order not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderList'));
  });
});
