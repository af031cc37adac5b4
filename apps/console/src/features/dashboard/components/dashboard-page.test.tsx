import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { operatorServer, renderPage } from '../../../testing/render-page.tsx';
import DashboardPage from './dashboard-page.tsx';

describe('the console dashboard', () => {
  test('shows each queue’s pending count, each opening its section', async () => {
    operatorServer({
      consoleDashboard: {
        code: 200,
        data: {
          topUps: 3,
          withdrawals: 1,
          identity: 0,
          tierUpgrades: 4,
          storefrontPayments: 2,
          ordersToShip: 5,
          chatsWaiting: 6,
          feedbackToAnswer: 7,
        },
      },
    });
    await renderPage(DashboardPage);
    const topUps = await screen.findByTestId('queue-topUps');
    await waitFor(() => expect(topUps.textContent).toContain('3'));
    expect(topUps.textContent).toContain('Top-up reviews');
    expect(topUps.getAttribute('href')).toBe('/reviews/top-ups');
    expect(screen.getByTestId('queue-withdrawals').getAttribute('href')).toBe('/reviews/withdrawals');
    expect(screen.getByTestId('queue-identity').textContent).toContain('0');
    expect(screen.getByTestId('queue-tierUpgrades').textContent).toContain('4');
    expect(screen.getByTestId('queue-tierUpgrades').getAttribute('href')).toBe('/reviews/tier-upgrades');
    expect(screen.getByTestId('queue-ordersToShip').textContent).toContain('5');
    expect(screen.getByTestId('queue-ordersToShip').getAttribute('href')).toBe('/fulfilment');
    expect(screen.getByTestId('queue-storefrontPayments').getAttribute('href')).toBe('/storefront-payments');
    expect(screen.getByTestId('queue-chatsWaiting').textContent).toContain('Chats waiting for an answer6');
    expect(screen.getByTestId('queue-chatsWaiting').getAttribute('href')).toBe('/customer-service');
    expect(screen.getByTestId('queue-feedbackToAnswer').textContent).toContain('7');
    expect(screen.getByTestId('queue-feedbackToAnswer').getAttribute('href')).toBe('/feedback');
    // The other sections are still a click away.
    expect(screen.getByText('Banners')).toBeTruthy();
  });

  test('says when the counts could not be read, with a retry', async () => {
    operatorServer({ consoleDashboard: { code: 500, msg: 'boom', data: null, status: 500 } });
    await renderPage(DashboardPage);
    expect(await screen.findByText('The queue counts could not be loaded.')).toBeTruthy();
  });
});
