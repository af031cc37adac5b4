import type { CallOutput, calls } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { operatorServer, renderPage } from '../../../testing/render-page.tsx';
import StatisticsPage from './statistics-page.tsx';

type Check = CallOutput<typeof calls.consoleStatisticsChecks>['items'][number];

const fixed: Check = {
  day: '2026-11-24',
  startedAt: '2026-11-25T00:01:00.000Z',
  finishedAt: '2026-11-25T00:01:02.000Z',
  shops: 12,
  differences: 2,
  details: [
    { userId: 3, username: 'lan_shop', figure: 'orders', kept: 6, recomputed: 1 },
    { userId: 3, username: 'lan_shop', figure: 'salesCents', kept: 650, recomputed: 123450 },
  ],
  error: null,
};
const agreed: Check = { ...fixed, day: '2026-11-23', differences: 0, details: [] };

describe('statistics checks', () => {
  test('lists each night’s check, and what differed, set right, for whom', async () => {
    operatorServer({
      consoleStatisticsChecks: { code: 200, data: { items: [fixed, agreed], currency: 'USD' } },
    });
    await renderPage(StatisticsPage);
    const first = (await screen.findByText('2026-11-24')).closest('tr') as HTMLElement;
    expect(within(first).getByText('2 set right')).toBeTruthy();
    expect(within(first).getByText('12')).toBeTruthy();
    const second = screen.getByText('2026-11-23').closest('tr') as HTMLElement;
    expect(within(second).getByText('All figures agree')).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: /expand/i }));
    const sales = (await screen.findByText('Sales')).closest('tr') as HTMLElement;
    expect(within(sales).getByText('lan_shop')).toBeTruthy();
    expect(within(sales).getByText('$6.50')).toBeTruthy();
    expect(within(sales).getByText('$1,234.50')).toBeTruthy();
  });

  test('checks a chosen day again and says what it found', async () => {
    const api = operatorServer({
      consoleStatisticsChecks: { code: 200, data: { items: [agreed], currency: 'USD' } },
      consoleStatisticsRecheck: { code: 200, data: agreed },
    });
    await renderPage(StatisticsPage);
    fireEvent.change(await screen.findByLabelText('Day (UTC); yesterday if empty'), {
      target: { value: '2026-11-23' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(api.called('consoleStatisticsRecheck')[0]?.input).toEqual({ day: '2026-11-23' }),
    );
    expect(await screen.findByText('2026-11-23 checked: 0 differences set right.')).toBeTruthy();
  });
});
