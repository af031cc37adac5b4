import { aProfile, fakeServer, type Handler } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderAt } from '../../../testing/render-routes.tsx';
import type { HomeStat, StatPoint } from '../api/statistics.ts';
import { StatsPanel } from './stats-panel.tsx';

// Dialogs render into their own React root outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const figures = (over: Partial<HomeStat['today']['previous']> = {}) => ({
  from: '2026-11-25',
  to: '2026-11-25',
  orders: 4,
  sales: '60.00',
  purchaseCost: '24.00',
  profit: '12.50',
  expectedProfit: '36.00',
  clicks: 30,
  visitors: 16,
  conversion: 0.25,
  ...over,
});

const STAT: HomeStat = {
  today: {
    ...figures(),
    previous: figures({
      from: '2026-11-24',
      to: '2026-11-24',
      orders: 2,
      sales: '80.00',
      visitors: 0,
      conversion: null,
    }),
  },
  week: { ...figures({ orders: 10 }), previous: figures({ orders: 10 }) },
  month: { ...figures({ orders: 40 }), previous: figures({ orders: 20 }) },
  totalAssets: '1754.50',
  expectedProfit: '90.00',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

const point = (date: string, over: Partial<StatPoint> = {}): StatPoint => ({
  date,
  orders: 1,
  sales: '10.00',
  purchaseCost: '4.00',
  profit: '2.00',
  expectedProfit: '6.00',
  visitors: 5,
  clicks: 7,
  ...over,
});
const week = Array.from({ length: 7 }, (_, i) => point(`2026-11-${19 + i}`, { orders: i }));

let stat: Handler<'homeStat'>;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  queryClient.clear();
  stat = () => ({ code: 200, data: STAT });
  server = fakeServer({
    getMe: { code: 200, data: aProfile() },
    homeStat: (call) => stat(call),
    homeStatLine: (call) => ({
      code: 200,
      data: {
        points:
          call.input.days === 30
            ? Array.from({ length: 30 }, (_, i) =>
                point(new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10)),
              )
            : week,
        updatedAt: '2026-11-25T10:00:00.000Z',
      },
    }),
  });
  storage.setToken('tok-1');
});

afterEach(() => switchLanguage('en'));

const panel = () => {
  renderAt(<StatsPanel />);
  return screen.findByRole('region', { name: 'Shop statistics' });
};

describe('statistics panel', () => {
  it('shows today’s figures with their change against yesterday, total assets and when they were read', async () => {
    const region = await panel();
    await waitFor(() => expect(screen.getByTestId('stat-orders').textContent).toBe('4'));
    expect(screen.getByTestId('stat-sales').textContent).toBe('$60.00');
    expect(screen.getByTestId('stat-conversion').textContent).toBe('25%');
    expect(screen.getByTestId('change-orders').textContent).toBe('+100%');
    expect(screen.getByTestId('change-sales').textContent).toBe('−25%');
    expect(screen.getByTestId('change-profit').textContent).toBe('No change');
    expect(screen.getByTestId('change-visitors').textContent).toBe('New');
    expect(within(region).getByText('Changes are against yesterday as a whole.')).toBeTruthy();
    expect(screen.getByTestId('stat-totalAssets').textContent).toBe('$1,754.50');
    expect(screen.getByTestId('stat-awaitingSettlement').textContent).toBe('$90.00');
    expect(screen.getByTestId('stat-updatedAt').textContent).toMatch(/^Figures as of /);
  });

  it('switches to this month, compared with last month', async () => {
    await panel();
    fireEvent.click(await screen.findByRole('button', { name: 'This month' }));
    expect(screen.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('stat-orders').textContent).toBe('40');
    expect(screen.getByTestId('change-orders').textContent).toBe('+100%');
    expect(screen.getByText('Changes are against last month as a whole.')).toBeTruthy();
  });

  it('says how a figure is counted behind its "?"', async () => {
    await panel();
    fireEvent.click(await screen.findByRole('button', { name: 'How Orders is counted' }));
    expect(await screen.findByText(/counted on the day they were placed/)).toBeTruthy();
    expect(screen.getByText(/midnight to midnight UTC/)).toBeTruthy();
  });

  it('reads a tapped day of the chart, and lists every day in a table for screen readers', async () => {
    await panel();
    const readout = await screen.findByTestId('chart-readout');
    // The latest day is read first.
    expect(readout.textContent).toContain('Orders: 6');
    fireEvent.click(document.querySelector('[data-day="2026-11-21"]')!);
    expect(readout.textContent).toContain('Nov 21');
    expect(readout.textContent).toContain('Orders: 2');
    const table = screen.getByRole('table', { name: 'Your shop, day by day, over the last 7 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/^Sales per day over the last 7 days/);

    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(document.querySelectorAll('[data-day]')).toHaveLength(30));
    expect(server.called('homeStatLine').map((c) => c.input)).toEqual([{ days: 7 }, { days: 30 }]);
  });

  it('holds the figures’ places with grey shapes while they load, and offers a retry when they fail', async () => {
    let release!: () => void;
    stat = () =>
      new Promise((resolve) => {
        release = () => resolve({ code: 500, msg: 'down', status: 500 });
      });
    await panel();
    await waitFor(() => expect(server.called('homeStat')).not.toEqual([]));
    expect(document.querySelectorAll('dl [data-skeleton]')).toHaveLength(8);
    stat = () => ({ code: 200, data: STAT });
    release();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('stat-orders').textContent).toBe('4'));
  });
});
