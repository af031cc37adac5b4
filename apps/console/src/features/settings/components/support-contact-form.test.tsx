import { anOperator, aSupportContact, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { renderConsole } from '../../../testing/render-console.tsx';

const STORED = aSupportContact();

type UpdateReply = { code: 200; data: null } | { code: 405; msg: string; data: unknown };

function server(update: UpdateReply = { code: 200, data: null }) {
  localStorage.setItem(storage.keys.token, 'operator-token');
  return fakeServer({
    getMe: { code: 200, data: anOperator() },
    consoleSupportContactGet: { code: 200, data: STORED },
    // The business settings share the page (business-settings-form.test.tsx tests them).
    consoleSettingsGet: {
      code: 200,
      data: {
        minDeposit: '10.00',
        minWithdrawal: '10.00',
        uploadMaxMb: 5,
        registrationOpen: true,
        inviteCodeValidDays: 7,
        goodsLimitByTier: { standard: 20, merchant: 50, partner: 150, agent: 500 },
        depositByTier: { standard: '0.00', merchant: '100.00', partner: '500.00', agent: '2000.00' },
        showcaseDailyDeletions: 10,
      },
    },
    consoleSupportContactUpdate: update,
  });
}

describe('settings: support contact', () => {
  test('shows the stored contact and saves the operator’s changes', async () => {
    const api = server();
    await renderConsole('/settings');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('help@shop.example'));
    fireEvent.change(screen.getByLabelText('Telegram'), { target: { value: '@shop_help' } });
    fireEvent.change(screen.getByLabelText('Français'), { target: { value: 'Nous parlons français.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.called('consoleSupportContactUpdate')).toHaveLength(1));
    expect(api.called('consoleSupportContactUpdate')[0]?.input).toEqual({
      ...STORED,
      telegram: '@shop_help',
      notes: { fr: 'Nous parlons français.' },
    });
    expect(await screen.findByText('Support contact saved.')).toBeTruthy();
  });

  test('checks an email before sending', async () => {
    const api = server();
    await renderConsole('/settings');
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not an email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an email address such as help@example.com.')).toBeTruthy();
    expect(api.called('consoleSupportContactUpdate')).toHaveLength(0);
  });

  test('shows a refusal naming a field under that field, with no toast', async () => {
    server({ code: 405, msg: 'Telegram is not valid', data: { field: 'telegram', variant: 'invalid' } });
    await renderConsole('/settings');
    await screen.findByLabelText('Email');
    fireEvent.change(screen.getByLabelText('Telegram'), { target: { value: '@valid_name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Telegram account is incorrect.')).toBeTruthy();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});
