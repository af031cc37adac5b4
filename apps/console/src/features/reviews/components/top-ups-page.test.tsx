import type { CallOutput, calls } from '@shopkeeper/contract';
import { aProfile } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { FILE_HOST, findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import TopUpsPage from './top-ups-page.tsx';

type TopUp = CallOutput<typeof calls.consoleTopupList>['items'][number];

const aTopUp = (overrides: Partial<TopUp> = {}): TopUp => ({
  id: 41,
  userId: 7,
  username: 'mia',
  reviewerId: null,
  channelId: 2,
  channelKind: 'usdt_trc20',
  channelName: 'USDT main',
  amount: '100.00',
  creditedAmount: null,
  txHash: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  proof: 'proof/Xy12ab.png',
  status: 'pending',
  reason: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  reviewedAt: null,
  ...overrides,
});

const queue = (items: TopUp[]) => ({ code: 200 as const, data: { items, nextCursor: null } });

function server(routes: Parameters<typeof operatorServer>[0] = {}) {
  return operatorServer({
    consoleTopupList: queue([aTopUp()]),
    consoleUsersDetail: {
      code: 200,
      data: {
        ...aProfile({ id: 7, username: 'mia' }),
        createdAt: '2026-01-01T00:00:00.000Z',
        disabled: null,
        withdrawalForbidden: null,
        walletFrozen: null,
        activeSessions: 1,
        resetLink: null,
        events: [],
      },
    },
    ...routes,
  });
}

async function openTopUp() {
  await renderPage(TopUpsPage);
  const row = (await screen.findByText('USDT main')).closest('tr') as HTMLElement;
  expect(await within(row).findByText('mia')).toBeTruthy();
  fireEvent.click(within(row).getByRole('button', { name: 'Review' }));
  return findDialog('Top-up #41');
}

describe('the top-up queue', () => {
  test('asks for pending top-ups first and shows the proof fetched with the operator’s token', async () => {
    const api = server();
    // The proof is private: the page fetches it with the token and shows a blob.
    const serve = globalThis.fetch;
    const proofRequests: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (!url.startsWith(FILE_HOST)) return serve(url, init);
      proofRequests.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      return new Response(new Blob(['png'], { type: 'image/png' }));
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:proof-41');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});

    const drawer = await openTopUp();
    expect(api.called('consoleTopupList')[0]?.input).toEqual({ limit: 20, status: 'pending' });
    const proof = (await within(drawer).findByAltText(
      'Payment proof sent by the merchant',
    )) as HTMLImageElement;
    expect(proof.src).toBe('blob:proof-41');
    expect(proofRequests).toEqual([{ url: `${FILE_HOST}proof/Xy12ab.png`, authorization: 'operator-token' }]);
    expect(within(drawer).getByText('a1b2c3d4e5f60718293a4b5c6d7e8f90')).toBeTruthy();
  });

  test('approving sends the amount actually received, after a confirmation naming it', async () => {
    const api = server({
      consoleTopupApprove: ({ input }) => ({
        code: 200,
        data: aTopUp({ status: 'approved', creditedAmount: input.amount ?? '100.00' }),
      }),
    });
    const drawer = await openTopUp();
    const received = within(drawer).getByLabelText('Amount actually received') as HTMLInputElement;
    expect(received.value).toBe('100.00');

    fireEvent.change(received, { target: { value: '95.5' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await findDialog('Credit 95.50?');
    expect(within(confirm).getByText('This is not the declared amount (100.00).')).toBeTruthy();
    expect(api.called('consoleTopupApprove')).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Credit 95.50' }));
    await waitFor(() => expect(api.called('consoleTopupApprove')).toHaveLength(1));
    expect(api.called('consoleTopupApprove')[0]?.input).toEqual({ id: 41, amount: '95.50' });
    expect(await screen.findByText('95.50 credited.')).toBeTruthy();
    const row = (await screen.findByText('USDT main')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Credited')).toBeTruthy();
    expect(within(row).getByText('95.50')).toBeTruthy();
    expect(within(row).getByText('declared 100.00')).toBeTruthy();
  });

  test('an amount that is not money is refused in the form', async () => {
    const api = server();
    const drawer = await openTopUp();
    fireEvent.change(within(drawer).getByLabelText('Amount actually received'), {
      target: { value: '12.345' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    expect(
      await within(drawer).findByText('Enter an amount above 0 with at most two decimals, such as 95.50.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^Credit [\d.]+\?$/)).toBeNull();
    expect(api.called('consoleTopupApprove')).toHaveLength(0);
  });

  test('rejecting needs a reason, which is sent', async () => {
    const api = server({
      consoleTopupReject: ({ input }) => ({
        code: 200,
        data: aTopUp({ status: 'rejected', reason: input.reason }),
      }),
    });
    const drawer = await openTopUp();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const dialog = await findDialog('Reject top-up #41');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter a reason.')).toBeTruthy();
    expect(api.called('consoleTopupReject')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason (the merchant sees it)'), {
      target: { value: ' Hash not found on chain ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.called('consoleTopupReject')).toHaveLength(1));
    expect(api.called('consoleTopupReject')[0]?.input).toEqual({ id: 41, reason: 'Hash not found on chain' });
    expect(await screen.findByText('Top-up rejected.')).toBeTruthy();
  });

  test('a top-up another operator reviewed first says so and the queue is fetched again', async () => {
    let lists = 0;
    const api = server({
      consoleTopupList: () => {
        lists += 1;
        return queue(lists === 1 ? [aTopUp()] : []);
      },
      consoleTopupApprove: { code: 203, msg: 'This operation is not allowed right now.' },
    });
    const drawer = await openTopUp();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    fireEvent.click(
      within(await findDialog('Credit 100.00?')).getByRole('button', {
        name: 'Credit 100.00',
      }),
    );

    expect(
      await screen.findByText(
        'Another operator has already reviewed this top-up. The list now shows its current state.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('USDT main')).toBeNull());
    expect(api.called('consoleTopupList')).toHaveLength(2);
    expect(api.called('consoleTopupApprove')[0]?.input).toEqual({ id: 41, amount: '100.00' });
    // The page's own words, not the catalogue's generic toast.
    expect(screen.queryByText('This operation is not allowed right now.')).toBeNull();
  });

  test('the filter asks for the chosen state', async () => {
    const api = server();
    await renderPage(TopUpsPage);
    await screen.findByText('USDT main');
    fireEvent.click(screen.getByText('Rejected'));
    await waitFor(() =>
      expect(api.called('consoleTopupList').at(-1)?.input).toEqual({ limit: 20, status: 'rejected' }),
    );
    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(api.called('consoleTopupList').at(-1)?.input).toEqual({ limit: 20 }));
  });
});
