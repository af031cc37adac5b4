import { type CallOutput, type calls, LANGUAGE_NAMES, LANGUAGES } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import FulfilmentPage from './fulfilment-page.tsx';

type OrderRow = CallOutput<typeof calls.consoleOrderList>['items'][number];
type ConsoleOrder = CallOutput<typeof calls.consoleOrderDetail>;
type Step = CallOutput<typeof calls.consoleLogisticsList>['items'][number];

const allTexts = (base: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, `${base} ${lang}`]));

const row: OrderRow = {
  id: 7,
  orderNo: 'SK2026112200000007',
  status: 'pending_shipment',
  source: 'storefront',
  user: { id: 3, username: 'lan_shop' },
  goodsName: 'Stoneware mug',
  quantity: 2,
  amount: '1500.00',
  purchaseCost: '1234.50',
  buyerName: 'Ana Buyer',
  createdAt: '2026-11-21T08:00:00.000Z',
  statusChangedAt: '2026-11-21T09:00:00.000Z',
};

const order: ConsoleOrder = {
  ...row,
  goods: { id: 11, productNo: 'MUG-1', image: null },
  unitPrice: '750.00',
  profit: '265.50',
  buyer: { name: 'Ana Buyer', phone: '+84 90 000 0000', address: '1 Market St', lang: 'fr' },
  paymentReference: 'sandbox-1',
  paid: true,
  carrier: null,
  trackingNo: null,
  cancelReason: null,
  cancelNote: null,
  refunded: null,
  buyerRefund: null,
  buyerRefundTries: 0,
  events: [
    {
      move: 'pay',
      from: 'pending_payment',
      to: 'pending_shipment',
      actor: 'merchant',
      actorName: 'lan_shop',
      time: '2026-11-21T09:00:00.000Z',
    },
  ],
  tracking: [],
  configuredSteps: 3,
  sandboxWarehouse: false,
};

const shipped: ConsoleOrder = {
  ...order,
  status: 'shipped',
  carrier: 'Sandbox Post',
  trackingNo: 'SP-1',
  tracking: [
    { position: 1, time: '2026-11-21T10:00:00.000Z', text: 'Packed at the warehouse', corrected: false },
  ],
};

const steps: Step[] = [
  { id: 1, position: 1, afterMinutes: 0, texts: allTexts('Packed') },
  { id: 2, position: 2, afterMinutes: 360, texts: allTexts('Picked up') },
];

function server(routes: Parameters<typeof operatorServer>[0] = {}) {
  return operatorServer({
    consoleOrderList: ({ input }) => ({
      code: 200,
      data: input.cursor
        ? {
            items: [{ ...row, id: 6, orderNo: 'SK2026112200000006', goodsName: 'Old mug' }],
            nextCursor: null,
          }
        : { items: [row], nextCursor: '7' },
    }),
    consoleOrderDetail: { code: 200, data: order },
    consoleLogisticsList: { code: 200, data: { items: steps } },
    ...routes,
  });
}

const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label);
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(scope, label), { target: { value } });

async function openOrder() {
  const tr = (await screen.findByText('Stoneware mug')).closest('tr') as HTMLElement;
  fireEvent.click(within(tr).getByRole('button', { name: 'Open' }));
  return findDialog('Order SK2026112200000007');
}

describe('fulfilment', () => {
  test('lists orders awaiting shipment first with merchant, goods, amounts and state; filters and loads more', async () => {
    const api = server();
    await renderPage(FulfilmentPage);
    const tr = (await screen.findByText('Stoneware mug')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('SK2026112200000007')).toBeTruthy();
    expect(within(tr).getByText('lan_shop')).toBeTruthy();
    expect(within(tr).getByText('1,500.00')).toBeTruthy();
    expect(within(tr).getByText('1,234.50')).toBeTruthy();
    expect(within(tr).getByText('Awaiting shipment')).toBeTruthy();
    expect(api.called('consoleOrderList')[0]?.input).toEqual({ limit: 20, status: 'pending_shipment' });

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Old mug')).toBeTruthy();
    expect(api.called('consoleOrderList').at(-1)?.input).toEqual({
      limit: 20,
      status: 'pending_shipment',
      cursor: '7',
    });

    const filters = screen.getByRole('search', { name: 'Filter the orders' });
    fireEvent.mouseDown(field(filters, 'State'));
    fireEvent.click(await screen.findByText('All states', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(api.called('consoleOrderList').at(-1)?.input).toEqual({ limit: 20 }));
    type(filters, 'Search', ' lan_shop ');
    fireEvent.keyDown(field(filters, 'Search'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(api.called('consoleOrderList').at(-1)?.input).toEqual({ limit: 20, search: 'lan_shop' }),
    );
  });

  test('an order shows its buyer, amounts and history; Ship sends the carrier and tracking number', async () => {
    const api = server({
      consoleOrderShip: ({ input }) => ({
        code: 200,
        data: { ...shipped, carrier: input.carrier ?? null, trackingNo: input.trackingNo ?? null },
      }),
    });
    await renderPage(FulfilmentPage);
    const drawer = await openOrder();
    expect(await within(drawer).findByText('+84 90 000 0000')).toBeTruthy();
    expect(within(drawer).getByText('1 Market St')).toBeTruthy();
    expect(within(drawer).getByText(LANGUAGE_NAMES.fr)).toBeTruthy();
    expect(within(drawer).getByText('265.50')).toBeTruthy();
    expect(within(drawer).getByText('Paid by the merchant')).toBeTruthy();
    expect(within(drawer).getByText(/Purchase cost paid/)).toBeTruthy();
    expect(within(drawer).getByText('The parcel has not reached any logistics step yet.')).toBeTruthy();
    // Not shipped yet: nothing to advance.
    expect(within(drawer).queryByRole('button', { name: 'Advance step' })).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Ship' }));
    const ship = await findDialog('Ship order SK2026112200000007');
    // The sandbox warehouse is off here: nothing warns that it would ship by itself.
    expect(within(ship).queryByText(/ships paid orders by itself/)).toBeNull();
    type(ship, 'Carrier (optional)', ' Sandbox Post ');
    type(ship, 'Tracking number (optional)', 'SP-1');
    fireEvent.click(within(ship).getByRole('button', { name: 'Ship now' }));
    await waitFor(() => expect(api.called('consoleOrderShip')).toHaveLength(1));
    expect(api.called('consoleOrderShip')[0]?.input).toEqual({
      id: 7,
      carrier: 'Sandbox Post',
      trackingNo: 'SP-1',
    });
    expect(await screen.findByText('Order SK2026112200000007 shipped.')).toBeTruthy();
    expect(await within(drawer).findByText('Packed at the warehouse')).toBeTruthy();
    expect(within(drawer).getByText('Sandbox Post, tracking number SP-1')).toBeTruthy();
  });

  test('the ship dialog says when the sandbox warehouse is on; no logistics step configured is refused there (433)', async () => {
    const api = server({
      consoleOrderDetail: { code: 200, data: { ...order, sandboxWarehouse: true } },
      consoleOrderShip: { code: 433, msg: 'The logistics configuration is missing.', data: null },
    });
    await renderPage(FulfilmentPage);
    const drawer = await openOrder();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Ship' }));
    const ship = await findDialog('Ship order SK2026112200000007');
    expect(
      within(ship).getByText(
        'The sandbox warehouse is on and ships paid orders by itself; ship by hand only when it should not wait.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(ship).getByRole('button', { name: 'Ship now' }));
    await waitFor(() => expect(api.called('consoleOrderShip')).toHaveLength(1));
    expect(api.called('consoleOrderShip')[0]?.input).toEqual({ id: 7 });
    expect(await within(ship).findByText('The logistics configuration is missing.')).toBeTruthy();
  });

  test('a shipped parcel advances with the operator’s text, and a reached step is corrected', async () => {
    const api = server({
      consoleOrderDetail: { code: 200, data: shipped },
      consoleOrderAdvance: ({ input }) => ({
        code: 200,
        data: {
          ...shipped,
          tracking: [
            ...shipped.tracking,
            {
              position: 2,
              time: '2026-11-21T11:00:00.000Z',
              text: input.text ?? 'Picked up',
              corrected: true,
            },
          ],
        },
      }),
      consoleOrderCorrect: ({ input }) => ({
        code: 200,
        data: { ...shipped, tracking: [{ ...shipped.tracking[0]!, text: input.text, corrected: true }] },
      }),
    });
    await renderPage(FulfilmentPage);
    const drawer = await openOrder();
    expect(await within(drawer).findByText('1 of 3 steps reached')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Ship' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Cancel/ })).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Advance step' }));
    const advance = await findDialog('Next logistics step for SK2026112200000007');
    expect(within(advance).getByText(/reaches step 2 of 3/)).toBeTruthy();
    type(advance, 'Your own text (optional)', 'Left the depot early');
    fireEvent.click(within(advance).getByRole('button', { name: 'Advance' }));
    await waitFor(() => expect(api.called('consoleOrderAdvance')).toHaveLength(1));
    expect(api.called('consoleOrderAdvance')[0]?.input).toEqual({ id: 7, text: 'Left the depot early' });
    expect(await screen.findByText('The parcel reached step 2.')).toBeTruthy();
    expect(await within(drawer).findByText('Left the depot early')).toBeTruthy();

    const first = within(drawer).getByLabelText('Step 1');
    fireEvent.click(within(first).getByRole('button', { name: 'Correct' }));
    const correct = await findDialog('Correct step 1');
    fireEvent.click(within(correct).getByRole('button', { name: 'Save' }));
    expect(await within(correct).findByText('Enter the text to show.')).toBeTruthy();
    expect(api.called('consoleOrderCorrect')).toHaveLength(0);
    type(correct, 'Text to show instead', 'Held for a check');
    fireEvent.click(within(correct).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleOrderCorrect')).toHaveLength(1));
    expect(api.called('consoleOrderCorrect')[0]?.input).toEqual({
      id: 7,
      position: 1,
      text: 'Held for a check',
    });
    expect(await screen.findByText('Step corrected.')).toBeTruthy();
  });

  test('cancelling a paid order asks a reason, then confirms naming the refund; another operator first → refused there', async () => {
    let answer: 'ok' | 'moved' = 'moved';
    const api = server({
      consoleOrderCancel: () =>
        answer === 'ok'
          ? {
              code: 200,
              data: { ...order, status: 'cancelled', cancelReason: 'operator', refunded: '1234.50' },
            }
          : { code: 203, msg: 'This operation is not allowed right now.', data: null },
    });
    await renderPage(FulfilmentPage);
    const drawer = await openOrder();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Cancel with refund' }));
    const reason = await findDialog('Cancel order SK2026112200000007');
    expect(within(reason).getByText(/1,234.50 returns to lan_shop's wallet/)).toBeTruthy();
    fireEvent.click(within(reason).getByRole('button', { name: 'Continue' }));
    expect(await within(reason).findByText('Enter a reason.')).toBeTruthy();
    fireEvent.change(within(reason).getByRole('textbox'), { target: { value: ' Out of stock ' } });
    fireEvent.click(within(reason).getByRole('button', { name: 'Continue' }));

    const confirm = await findDialog('Cancel order SK2026112200000007 and refund 1,234.50?');
    expect(within(confirm).getByText('Reason: Out of stock')).toBeTruthy();
    expect(api.called('consoleOrderCancel')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(api.called('consoleOrderCancel')).toHaveLength(1));
    expect(api.called('consoleOrderCancel')[0]?.input).toEqual({ id: 7, reason: 'Out of stock' });
    expect(await within(confirm).findByText('This operation is not allowed right now.')).toBeTruthy();

    answer = 'ok';
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel and refund' }));
    expect(
      await screen.findByText('Order SK2026112200000007 cancelled; 1,234.50 refunded to the merchant.'),
    ).toBeTruthy();
    expect(await within(drawer).findByText('Refunded to the merchant')).toBeTruthy();
  });

  test('a cancelled order shows the operator’s note and the buyer refund; a failed refund is tried again', async () => {
    const failed = {
      ...order,
      status: 'cancelled' as const,
      cancelReason: 'operator' as const,
      cancelNote: 'Buyer asked to cancel',
      buyerRefund: 'failed' as const,
      buyerRefundTries: 8,
    };
    const api = server({
      consoleOrderDetail: { code: 200, data: failed },
      consoleOrderRefundRetry: {
        code: 200,
        data: { ...failed, buyerRefund: 'pending', buyerRefundTries: 0 },
      },
    });
    await renderPage(FulfilmentPage);
    const drawer = await openOrder();
    expect(await within(drawer).findByText('Buyer asked to cancel')).toBeTruthy();
    expect(within(drawer).getByTestId('buyer-refund').textContent).toBe('Failed (tries: 8)');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Retry buyer refund' }));
    expect(
      await screen.findByText('The buyer refund for order SK2026112200000007 will be tried again now.'),
    ).toBeTruthy();
    expect(api.called('consoleOrderRefundRetry')[0]?.input).toEqual({ id: 7 });
    await waitFor(() =>
      expect(within(drawer).getByTestId('buyer-refund').textContent).toBe('In progress (tries so far: 0)'),
    );
    expect(within(drawer).queryByRole('button', { name: 'Retry buyer refund' })).toBeNull();
  });

  test('logistics steps: listed in order, added with ten texts (a position taken shows under it), deleted after confirming', async () => {
    const api = server({
      consoleLogisticsAdd: { code: 432, msg: 'This logistics configuration already exists.', data: null },
      consoleLogisticsDelete: { code: 200, data: { items: [steps[1]!] } },
    });
    await renderPage(FulfilmentPage);
    fireEvent.click(await screen.findByRole('tab', { name: 'Logistics steps' }));
    const packed = (await screen.findByText('Packed en')).closest('tr') as HTMLElement;
    expect(within(packed).getByText('after 0 min')).toBeTruthy();
    expect(
      within(screen.getByText('Picked up en').closest('tr') as HTMLElement).getByText('after 360 min'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add step/ }));
    const add = await findDialog('New logistics step');
    expect(field(add, 'Position').getAttribute('value')).toBe('3');
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(add).getAllByText('Enter the text in this language.')).toHaveLength(10),
    );
    expect(api.called('consoleLogisticsAdd')).toHaveLength(0);
    for (const lang of LANGUAGES) type(add, `Text in ${LANGUAGE_NAMES[lang]}`, `Out for delivery ${lang}`);
    type(add, 'Minutes after the previous step', '90');
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleLogisticsAdd')).toHaveLength(1));
    expect(api.called('consoleLogisticsAdd')[0]?.input).toEqual({
      items: [
        {
          position: 3,
          afterMinutes: 90,
          texts: LANGUAGES.map((lang) => ({ lang, text: `Out for delivery ${lang}` })),
        },
      ],
    });
    const position = field(add, 'Position').closest('.ant-form-item') as HTMLElement;
    expect(await within(position).findByText('This logistics configuration already exists.')).toBeTruthy();
    fireEvent.click(within(add).getByRole('button', { name: 'Back' }));

    fireEvent.click(within(packed).getByRole('button', { name: 'Delete' }));
    const confirm = await findDialog('Delete step 1 (Packed en)?');
    expect(api.called('consoleLogisticsDelete')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.called('consoleLogisticsDelete')).toHaveLength(1));
    expect(api.called('consoleLogisticsDelete')[0]?.input).toEqual({ id: 1 });
    expect(await screen.findByText('Logistics step deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Packed en')).toBeNull());
  });
});
