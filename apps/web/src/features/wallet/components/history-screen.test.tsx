import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';

let server: ReturnType<typeof fakeServer>;

const STATEMENT = {
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-04-01T00:00:00.000Z',
  openingBalance: '100.00',
  closingBalance: '120.50',
  entries: [
    {
      id: 4,
      time: '2026-03-02T09:30:00.000Z',
      type: 'top_up' as const,
      status: 'approved' as const,
      amount: '30.50',
      remark: 'USDT, 第二笔',
      causeType: 'topup',
      causeId: 2,
    },
    {
      id: 5,
      time: '2026-03-03T09:30:00.000Z',
      type: 'withdrawal' as const,
      status: 'pending' as const,
      amount: '-10.00',
      remark: '=HYPERLINK("x")',
      causeType: 'withdrawal',
      causeId: 9,
    },
  ],
};

beforeEach(() => {
  queryClient.clear();
  server = fakeServer({
    getMe: { code: 200, data: aProfile() },
    userWalletFlow: { code: 200, data: { items: [], nextCursor: null } },
    userStatement: { code: 200, data: STATEMENT },
  });
  storage.setToken('tok-1');
});

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no arrayBuffer(); FileReader reads its bytes as a browser would. */
const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const lastFlowInput = () => server.called('userWalletFlow').at(-1)?.input;

describe('transaction history', () => {
  it('asks for the chosen type and days: from the first day’s midnight to the midnight after the last', async () => {
    renderRoutes(routes, '/wallet/history');
    await screen.findByText('Nothing matches these filters');
    expect(lastFlowInput()).toEqual({ limit: 20 });

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'withdrawal' } });
    await waitFor(() => expect(lastFlowInput()).toEqual({ type: 'withdrawal', limit: 20 }));
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(lastFlowInput()).toHaveProperty('from', new Date(2026, 2, 1).getTime()));
    fireEvent.input(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(lastFlowInput()).toEqual({
        type: 'withdrawal',
        from: new Date(2026, 2, 1).getTime(),
        to: new Date(2026, 3, 1).getTime(),
        limit: 20,
      }),
    );

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '' } });
    await waitFor(() => expect(lastFlowInput()).not.toHaveProperty('type'));
  });

  it('says so when the end comes before the start, and asks for nothing', async () => {
    renderRoutes(routes, '/wallet/history?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect(server.called('userWalletFlow')).toEqual([]);
    expect(screen.getByTestId('statement-download').hasAttribute('disabled')).toBe(true);
  });

  it('downloads the chosen days’ statement as a CSV with a UTF-8 mark and English headers', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:statement';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderRoutes(routes, '/wallet/history?from=2026-03-01&to=2026-03-31');
    fireEvent.click(await screen.findByTestId('statement-download'));

    await waitFor(() => expect(clicked).toEqual(['statement-2026-03-01-2026-03-31.csv']));
    expect(server.called('userStatement').map((call) => call.input)).toEqual([
      { from: new Date(2026, 2, 1).getTime(), to: new Date(2026, 3, 1).getTime() },
    ]);
    const bytes = new Uint8Array(await readBytes(saved!));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Status,Amount,Remark,Balance');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 4).join(','))).toEqual([
      'Opening balance,,',
      'Top-up,Completed,30.50',
      'Withdrawal,Pending,-10.00',
      'Closing balance,,',
    ]);
    expect(lines[2]).toContain('"USDT, 第二笔"');
    expect(lines[3]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines.map((line) => line.split(',').at(-1))).toEqual([
      'Balance',
      '100.00',
      '130.50',
      '120.50',
      '120.50',
    ]);
  });
});
