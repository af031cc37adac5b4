import { aProfile, fakeServer, fakeUploads, type Reply } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';

// Toasts and dialogs render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const CHANNELS = {
  minDeposit: '10.00',
  items: [
    { id: 1, kind: 'usdt_trc20' as const, name: 'USDT (TRC-20)', address: ADDRESS, bankDetails: null },
    {
      id: 2,
      kind: 'bank' as const,
      name: 'Bank transfer',
      address: null,
      bankDetails: 'Example Bank\n12345678',
    },
  ],
};

let uploads: ReturnType<typeof fakeUploads>;

let payAnswer: Reply<'topUpSubmit'>;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  queryClient.clear();
  payAnswer = { code: 200, data: { id: 41, status: 'pending' } };
  server = fakeServer({
    getMe: { code: 200, data: aProfile() },
    topUpChannelList: { code: 200, data: CHANNELS },
    topUpSubmit: () => payAnswer,
    topUpList: { code: 200, data: { items: [], nextCursor: null } },
  });
  // The upload reports half its body sent, then waits for `uploads.release()`.
  uploads = fakeUploads({ held: true });
  // jsdom has no object URLs: the proof's preview gets a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  storage.setToken('tok-1');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

/** The form's own Submit (a closed dialog's button may still be in the page). */
const formSubmit = () =>
  within(screen.getByRole('form', { name: 'Declare your payment' })).getByRole('button', { name: 'Submit' });

/**
 * The dialog just opened, once its opening animation lets it be pressed (an earlier one may
 * still be fading out).
 */
const readyDialogs = () =>
  screen
    .queryAllByRole('dialog')
    .filter((dialog) => !dialog.querySelector('[style*="pointer-events: none"]'));

function openDialog() {
  return waitFor(() => {
    const open = readyDialogs()[0];
    if (!open) throw new Error('no dialog ready to be pressed');
    return open;
  });
}

/** Until the last dialog has started closing: its button would otherwise be pressed again. */
function dialogsClosed() {
  return waitFor(() => {
    if (readyDialogs().length > 0) throw new Error('a dialog is still open');
  });
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

/** Fills the form with a valid top-up and confirms it in the dialog. */
async function submitTopUp(amount: string) {
  renderRoutes(routes, '/recharge');
  await screen.findByLabelText('Amount');
  type('Amount', amount);
  type('Transaction hash', 'a'.repeat(64));
  const proof = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('proof-input'), { target: { files: [proof] } });
  fireEvent.click(formSubmit());
  const dialog = await openDialog();
  expect(within(dialog).getByText('Submit this top-up?')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

describe('top-up', () => {
  it('shows the chosen channel’s address with its QR code, and a bank channel’s details', async () => {
    renderRoutes(routes, '/recharge');
    expect((await screen.findByTestId('channel-address')).textContent).toBe(ADDRESS);
    expect(await screen.findByTestId('channel-qr')).toBeTruthy();
    expect(screen.getByText('Minimum top-up: $10.00')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Bank transfer'));
    expect(screen.getByTestId('channel-address').textContent).toBe('Example Bank\n12345678');
    expect(screen.queryByTestId('channel-qr')).toBeNull();
  });

  it('copies the address, and says "Copy failed" when the browser refuses', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(routes, '/recharge');
    fireEvent.click(await screen.findByTestId('copy-address'));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
  });

  it('checks the amount against the minimum before sending anything', async () => {
    renderRoutes(routes, '/recharge');
    await screen.findByLabelText('Amount');
    type('Amount', '9.99');
    fireEvent.click(formSubmit());
    expect((await screen.findByText('The minimum top-up is $10.00')).getAttribute('role')).toBe('alert');
    expect(screen.getByText('Please add the payment proof')).toBeTruthy();
    expect(uploads.sent).toEqual([]);
  });

  it('sends the form with the proof and an idempotency key, shows the upload’s progress, then the list', async () => {
    await submitTopUp('20');
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    const [upload] = uploads.sent;
    expect(upload!.url).toBe('/api/v1/order/channel/pay');
    expect(upload!.headers.authorization).toBe('tok-1');
    expect(upload!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(upload!.body.get('amount')).toBe('20');
    expect(upload!.body.get('channelId')).toBe('1');
    expect((upload!.body.get('proof') as File).name).toBe('proof.png');
    uploads.release();
    expect(await screen.findByRole('heading', { name: 'My top-ups', level: 1 })).toBeTruthy();
  });

  it('shows the server’s 448 under the amount', async () => {
    payAnswer = { code: 448, msg: 'The amount is below the minimum top-up.' };
    await submitTopUp('10.00');
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    uploads.release();
    const message = await screen.findByText('The amount is below the minimum top-up.');
    expect(screen.getByLabelText('Amount').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
  });

  it('uses a new idempotency key for each attempt the person confirms', async () => {
    payAnswer = { code: 448 };
    await submitTopUp('10.00');
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    uploads.release();
    await screen.findByText('The amount is below the minimum top-up.');
    await dialogsClosed();
    type('Amount', '11.00');
    fireEvent.click(formSubmit());
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(uploads.sent).toHaveLength(2));
    expect(uploads.sent[1]!.headers['idempotency-key']).not.toBe(uploads.sent[0]!.headers['idempotency-key']);
  });
});

describe('top-up detail', () => {
  const rejected = {
    id: 5,
    channelId: 1,
    channelKind: 'usdt_trc20' as const,
    channelName: 'USDT (TRC-20)',
    amount: '25.00',
    creditedAmount: null,
    txHash: 'b'.repeat(64),
    proof: 'proof/abc.png',
    status: 'rejected' as const,
    reason: 'No such transaction on chain',
    createdAt: '2026-03-05T10:00:00.000Z',
    reviewedAt: '2026-03-06T10:00:00.000Z',
  };

  it('says why a top-up was rejected and shows its proof, fetched with the token', async () => {
    server = fakeServer({
      getMe: { code: 200, data: aProfile() },
      topUpDetail: { code: 200, data: rejected },
    });
    const files: { url: string; authorization: string | null }[] = [];
    const api = server.fetch;
    vi.stubGlobal('fetch', (target: RequestInfo | URL, init?: RequestInit) => {
      const url = String(target);
      if (!url.startsWith('https://files.example/')) return api(target, init);
      files.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      return Promise.resolve(new Response(new Blob(['png']), { headers: { 'content-type': 'image/png' } }));
    });
    storage.saveProfile(aProfile());
    renderRoutes(routes, '/wallet/topups/5');
    expect((await screen.findByTestId('top-up-status')).textContent).toBe('Rejected');
    expect(screen.getByTestId('top-up-reason').textContent).toContain('No such transaction on chain');
    expect(screen.getByTestId('top-up-credited').textContent).toBe('Not credited');
    expect(server.called('topUpDetail').map((call) => call.input)).toEqual([{ id: 5 }]);
    const image = await screen.findByRole('img', { name: 'Payment proof' });
    expect(image.getAttribute('src')).toBe('blob:preview');
    expect(files).toEqual([{ url: 'https://files.example/proof/abc.png', authorization: 'tok-1' }]);
  });

  it('says the top-up does not exist when it is not this merchant’s (404)', async () => {
    server = fakeServer({ getMe: { code: 200, data: aProfile() }, topUpDetail: { code: 404 } });
    renderRoutes(routes, '/wallet/topups/77');
    expect(await screen.findByText('This top-up does not exist')).toBeTruthy();
  });

  it('lists the merchant’s top-ups with their state; a rejected one says why', async () => {
    server = fakeServer({
      getMe: { code: 200, data: aProfile() },
      topUpList: { code: 200, data: { items: [rejected], nextCursor: null } },
    });
    renderRoutes(routes, '/wallet/topups');
    const row = await screen.findByTestId('top-up-row');
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText('Reason: No such transaction on chain')).toBeTruthy();
    expect(row.getAttribute('href')).toBe('/wallet/topups/5');
  });
});
