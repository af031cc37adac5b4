import type { BusinessSettings } from '@shopkeeper/contract';
import type { FakeRoutes } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { operatorServer, renderPage } from '../../../testing/render-page.tsx';
import { BusinessSettingsForm } from './business-settings-form.tsx';

const STORED: BusinessSettings = {
  minDeposit: '10.00',
  minWithdrawal: '10.00',
  uploadMaxMb: 5,
  registrationOpen: true,
  inviteCodeValidDays: 7,
  goodsLimitByTier: { standard: 20, merchant: 50, partner: 150, agent: 500 },
  depositByTier: { standard: '0.00', merchant: '100.00', partner: '500.00', agent: '2000.00' },
  showcaseDailyDeletions: 10,
};

function server(update: NonNullable<FakeRoutes['consoleSettingsUpdate']>) {
  return operatorServer({ consoleSettingsGet: { code: 200, data: STORED }, consoleSettingsUpdate: update });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('settings: business limits', () => {
  test('shows the stored settings and saves the changes, amounts as two-decimal strings', async () => {
    const api = server(({ input }) => ({ code: 200, data: { ...STORED, ...input } as BusinessSettings }));
    await renderPage(BusinessSettingsForm);
    await waitFor(() => expect(field('Minimum top-up').value).toBe('10.00'));
    expect(field('Largest upload (MB)').value).toBe('5');
    expect(screen.getByRole('switch', { name: 'Registration open' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    fireEvent.change(field('Minimum top-up'), { target: { value: '20' } });
    fireEvent.change(field('Minimum withdrawal'), { target: { value: '15.5' } });
    fireEvent.change(field('Largest upload (MB)'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Registration open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(api.called('consoleSettingsUpdate')).toHaveLength(1));
    expect(api.called('consoleSettingsUpdate')[0]?.input).toEqual({
      minDeposit: '20.00',
      minWithdrawal: '15.50',
      uploadMaxMb: 8,
      registrationOpen: false,
      inviteCodeValidDays: 7,
      goodsLimitByTier: { standard: 20, merchant: 50, partner: 150, agent: 500 },
      depositByTier: { standard: '0.00', merchant: '100.00', partner: '500.00', agent: '2000.00' },
      showcaseDailyDeletions: 10,
    });
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
  });

  test('shows and changes the goods limit of each tier and the daily showcase deletions', async () => {
    const api = server(({ input }) => ({ code: 200, data: { ...STORED, ...input } as BusinessSettings }));
    await renderPage(BusinessSettingsForm);
    await waitFor(() => expect(field('Goods limit: standard shop').value).toBe('20'));
    expect(field('Goods limit: merchant shop').value).toBe('50');
    expect(field('Goods limit: business partner').value).toBe('150');
    expect(field('Goods limit: agent').value).toBe('500');
    expect(field('Showcase deletions per day').value).toBe('10');

    fireEvent.change(field('Goods limit: standard shop'), { target: { value: '30' } });
    fireEvent.change(field('Goods limit: agent'), { target: { value: '800' } });
    fireEvent.change(field('Showcase deletions per day'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(api.called('consoleSettingsUpdate')).toHaveLength(1));
    expect(api.called('consoleSettingsUpdate')[0]?.input).toMatchObject({
      goodsLimitByTier: { standard: 30, merchant: 50, partner: 150, agent: 800 },
      showcaseDailyDeletions: 4,
    });
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
  });

  test('refuses a goods limit or daily deletions that is not a whole number in range, without sending', async () => {
    const api = server({ code: 200, data: STORED });
    await renderPage(BusinessSettingsForm);
    await waitFor(() => expect(field('Goods limit: business partner').value).toBe('150'));
    fireEvent.change(field('Goods limit: business partner'), { target: { value: '' } });
    fireEvent.change(field('Showcase deletions per day'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number from 1 to 100000.')).toBeTruthy();
    expect(await screen.findByText('Enter a whole number from 1 to 10000.')).toBeTruthy();
    expect(api.called('consoleSettingsUpdate')).toHaveLength(0);
  });

  test('shows and changes the security deposit of each tier, sent as two-decimal strings; 0 is allowed', async () => {
    const api = server(({ input }) => ({ code: 200, data: { ...STORED, ...input } as BusinessSettings }));
    await renderPage(BusinessSettingsForm);
    await waitFor(() => expect(field('Security deposit: Merchant shop').value).toBe('100.00'));
    expect(field('Security deposit: Standard shop').value).toBe('0.00');
    expect(field('Security deposit: Agent').value).toBe('2000.00');

    fireEvent.change(field('Security deposit: Business partner'), { target: { value: '750.5' } });
    fireEvent.change(field('Security deposit: Merchant shop'), { target: { value: '0' } });
    fireEvent.change(field('Security deposit: Agent'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Enter an amount of 0 or more with at most two decimals, such as 100.00.'),
    ).toBeTruthy();
    expect(api.called('consoleSettingsUpdate')).toHaveLength(0);

    fireEvent.change(field('Security deposit: Agent'), { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.called('consoleSettingsUpdate')).toHaveLength(1));
    expect(api.called('consoleSettingsUpdate')[0]?.input).toMatchObject({
      depositByTier: { standard: '0.00', merchant: '0.00', partner: '750.50', agent: '2500.00' },
    });
  });

  test('checks the values before sending', async () => {
    const api = server({ code: 200, data: STORED });
    await renderPage(BusinessSettingsForm);
    await waitFor(() => expect(field('Minimum top-up').value).toBe('10.00'));
    fireEvent.change(field('Minimum top-up'), { target: { value: '0' } });
    fireEvent.change(field('Largest upload (MB)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Enter an amount above 0 with at most two decimals, such as 10.00.'),
    ).toBeTruthy();
    expect(await screen.findByText('Enter a whole number from 1 to 50.')).toBeTruthy();
    expect(api.called('consoleSettingsUpdate')).toHaveLength(0);
  });

  test('a refusal naming a field shows under that field, with no toast', async () => {
    server({
      code: 405,
      msg: 'minWithdrawal is incorrect',
      data: { field: 'minWithdrawal', variant: 'invalid' },
    });
    await renderPage(BusinessSettingsForm);
    await waitFor(() => expect(field('Minimum withdrawal').value).toBe('10.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const refusal = await screen.findByText('Minimum withdrawal is incorrect.');
    expect(refusal.closest('.ant-form-item')?.querySelector('#minWithdrawal')).toBeTruthy();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  test('any other refusal shows above the fields', async () => {
    server({ code: 409, msg: 'no permission' });
    await renderPage(BusinessSettingsForm);
    await waitFor(() => expect(field('Minimum withdrawal').value).toBe('10.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    // The sentence is worded once the catalogue of the language is at hand.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You do not have permission to do this.'),
    );
  });
});
