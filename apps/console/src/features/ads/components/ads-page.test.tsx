import { type CallOutput, type calls, LANGUAGE_NAMES } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import AdsPage from './ads-page.tsx';

type AdPackage = CallOutput<typeof calls.consoleAdPackageList>['items'][number];
type Boost = CallOutput<typeof calls.consoleBoostList>['items'][number];

const day: AdPackage = {
  id: 3,
  texts: {
    en: { name: 'Day boost', description: 'First for a day' },
    fr: { name: 'Boost d’un jour', description: '' },
  },
  price: '5.00',
  hours: 24,
  active: true,
  sortOrder: 1,
  boostCount: 7,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const boost: Boost = {
  id: 40,
  userId: 12,
  username: 'mia',
  shopName: 'Mia’s corner',
  packageId: 3,
  packageName: 'Day boost',
  price: '5.00',
  hours: 24,
  startsAt: '2026-11-25T08:00:00.000Z',
  endsAt: '2026-11-26T08:00:00.000Z',
  state: 'active',
};

function server(routes: Parameters<typeof operatorServer>[0] = {}) {
  return operatorServer({
    consoleAdPackageList: {
      code: 200,
      data: {
        items: [
          day,
          {
            ...day,
            id: 4,
            active: false,
            boostCount: 0,
            texts: { en: { name: 'Old boost', description: '' } },
          },
        ],
      },
    },
    consoleBoostList: ({ input }) => ({
      code: 200,
      data: { items: input.state === 'ended' ? [] : [boost], nextCursor: null },
    }),
    ...routes,
  });
}

const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label);
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(scope, label), { target: { value } });

describe('console: promotions', () => {
  test('lists the packages with price, hours, state and boosts bought', async () => {
    server();
    await renderPage(AdsPage);
    const row = (await screen.findByText('Day boost')).closest('tr')!;
    expect(row.textContent).toContain('5.00');
    expect(row.textContent).toContain('24');
    expect(within(row).getByText('On sale')).toBeTruthy();
    expect(row.textContent).toContain('7');
    const old = screen.getByText('Old boost').closest('tr')!;
    expect(within(old).getByText('Off sale')).toBeTruthy();
  });

  test('adds a package with its English name required, then sends only the languages filled in', async () => {
    const api = server({ consoleAdPackageAdd: { code: 200, data: { ...day, id: 9 } } });
    await renderPage(AdsPage);
    fireEvent.click(await screen.findByRole('button', { name: /Add a package/ }));
    const dialog = await findDialog('New ad package');
    type(dialog, 'Price', '7.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the English name.')).toBeTruthy();
    expect(api.called('consoleAdPackageAdd')).toHaveLength(0);
    type(dialog, `Name in ${LANGUAGE_NAMES.en}`, ' Weekend boost ');
    type(dialog, `Description in ${LANGUAGE_NAMES.en}`, 'Three days first');
    type(dialog, `Name in ${LANGUAGE_NAMES.fr}`, 'Boost week-end');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleAdPackageAdd')).toHaveLength(1));
    expect(api.called('consoleAdPackageAdd')[0]?.input).toEqual({
      texts: {
        en: { name: 'Weekend boost', description: 'Three days first' },
        fr: { name: 'Boost week-end', description: '' },
      },
      price: '7.50',
      hours: 24,
      active: true,
      sortOrder: 0,
    });
  });

  test('edits a package: its texts and fields come filled in, and the change is sent with its id', async () => {
    const api = server({ consoleAdPackageUpdate: { code: 200, data: { ...day, active: false } } });
    await renderPage(AdsPage);
    const row = (await screen.findByText('Day boost')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Day boost');
    expect((field(dialog, `Name in ${LANGUAGE_NAMES.fr}`) as HTMLInputElement).value).toBe('Boost d’un jour');
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleAdPackageUpdate')).toHaveLength(1));
    expect(api.called('consoleAdPackageUpdate')[0]?.input).toMatchObject({
      id: 3,
      active: false,
      price: '5.00',
      hours: 24,
    });
  });

  test('lists every promotion with its shop, package, price, times and state', async () => {
    const api = server();
    await renderPage(AdsPage);
    fireEvent.click(await screen.findByRole('tab', { name: 'Promotions' }));
    const row = (await screen.findByText('Mia’s corner')).closest('tr')!;
    expect(row.textContent).toContain('mia');
    expect(row.textContent).toContain('Day boost');
    expect(row.textContent).toContain('5.00');
    expect(within(row).getByText('Running')).toBeTruthy();
    fireEvent.click(screen.getByText('Ended'));
    await waitFor(() =>
      expect(api.called('consoleBoostList').at(-1)?.input).toEqual({ limit: 20, state: 'ended' }),
    );
    expect(await screen.findByText('No promotions bought yet.')).toBeTruthy();
  });
});
