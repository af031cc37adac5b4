import type { CallOutput, calls } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import ChannelsPage from './channels-page.tsx';

type Channel = CallOutput<typeof calls.consoleChannelList>['items'][number];

const usdt: Channel = {
  id: 1,
  kind: 'usdt_trc20',
  name: 'USDT main',
  address: 'TQ9xAbCdEfGhJkLmNpQrStUvWxYz123456',
  bankDetails: null,
  enabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function server(routes: Parameters<typeof operatorServer>[0] = {}) {
  return operatorServer({ consoleChannelList: { code: 200, data: { items: [usdt] } }, ...routes });
}

describe('top-up channels', () => {
  test('adding a bank channel sends its details and no address', async () => {
    const api = server({
      consoleChannelAdd: ({ input }) => ({
        code: 200,
        data: {
          ...usdt,
          id: 2,
          kind: input.kind,
          name: input.name,
          address: null,
          bankDetails: input.bankDetails ?? null,
        },
      }),
    });
    await renderPage(ChannelsPage);
    await screen.findByText('USDT main');
    fireEvent.click(screen.getByRole('button', { name: /Add channel/ }));
    const dialog = await findDialog('New channel');

    fireEvent.mouseDown(within(dialog).getByLabelText('Kind'));
    fireEvent.click(
      await screen.findByText('Bank transfer', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'HSBC HK' } });
    // A bank channel asks for bank details, not an address.
    expect(within(dialog).queryByLabelText('Receiving address')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the bank details merchants pay to.')).toBeTruthy();
    expect(api.called('consoleChannelAdd')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Bank details'), {
      target: { value: 'Shopkeeper Ltd\nHSBC Hong Kong\n123-456789-001' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleChannelAdd')).toHaveLength(1));
    expect(api.called('consoleChannelAdd')[0]?.input).toEqual({
      kind: 'bank',
      name: 'HSBC HK',
      bankDetails: 'Shopkeeper Ltd\nHSBC Hong Kong\n123-456789-001',
      address: null,
    });
    expect(await screen.findByText('HSBC HK')).toBeTruthy();
  });

  test('disabling asks first, then the channel shows as disabled and can be enabled again', async () => {
    const api = server({
      consoleChannelDisable: { code: 200, data: { ...usdt, enabled: false } },
      consoleChannelEnable: { code: 200, data: usdt },
    });
    await renderPage(ChannelsPage);
    const row = (await screen.findByText('USDT main')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(api.called('consoleChannelDisable')).toHaveLength(0);
    const confirm = await screen.findByText(/^Stop offering USDT main\?/);
    fireEvent.click(
      within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Disable' }),
    );

    await waitFor(() => expect(api.called('consoleChannelDisable')[0]?.input).toEqual({ id: 1 }));
    expect(await within(row).findByText('Disabled')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(api.called('consoleChannelEnable')[0]?.input).toEqual({ id: 1 }));
    expect(await within(row).findByText('Offered')).toBeTruthy();
  });

  test('a refusal naming the address shows under it', async () => {
    server({
      consoleChannelEdit: {
        code: 405,
        msg: 'address is incorrect',
        data: { field: 'address', variant: 'invalid' },
      },
    });
    await renderPage(ChannelsPage);
    const row = (await screen.findByText('USDT main')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit USDT main');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Receiving address is incorrect.')).toBeTruthy();
  });
});
