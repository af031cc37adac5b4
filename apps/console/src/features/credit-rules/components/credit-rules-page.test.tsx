import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { operatorServer, renderPage } from '../../../testing/render-page.tsx';
import type { CreditRule, CreditRules } from '../api/credit-rules.ts';
import CreditRulesPage from './credit-rules-page.tsx';

const RULES: CreditRules = {
  min: 0,
  max: 100,
  items: [
    { trigger: 'order_completed', points: 1, enabled: true, updatedAt: null, updatedBy: null },
    { trigger: 'order_unpaid_cancelled', points: -5, enabled: true, updatedAt: null, updatedBy: null },
    { trigger: 'order_operator_cancelled', points: -2, enabled: false, updatedAt: null, updatedBy: null },
  ],
};

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('credit rules', () => {
  test('lists each rule with its points and whether it is on', async () => {
    operatorServer({ consoleCreditRuleList: { code: 200, data: RULES } });
    await renderPage(CreditRulesPage);
    await screen.findByText('Order completed');
    expect(
      (screen.getByRole('spinbutton', { name: 'Points: Order cancelled unpaid' }) as HTMLInputElement).value,
    ).toBe('-5');
    expect(
      screen.getByRole('switch', { name: 'On: Order cancelled by an operator' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(within(row('Order completed')).getByText('Default, never changed')).toBeTruthy();
    expect(screen.getByText(/stays between 0 and 100/)).toBeTruthy();
  });

  test('saves a changed rule alone and shows who changed it', async () => {
    const api = operatorServer({
      consoleCreditRuleList: { code: 200, data: RULES },
      consoleCreditRuleUpdate: ({ input }) => ({
        code: 200,
        data: {
          ...(RULES.items.find((r) => r.trigger === input.trigger) as CreditRule),
          ...input,
          updatedAt: '2026-11-25T10:00:00.000Z',
          updatedBy: { id: 1, username: 'ops.alice' },
        } as CreditRule,
      }),
    });
    await renderPage(CreditRulesPage);
    await screen.findByText('Order completed');
    const save = screen.getByRole('button', { name: 'Save: Order cancelled by an operator' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'On: Order cancelled by an operator' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Points: Order cancelled by an operator' }), {
      target: { value: '-10' },
    });
    fireEvent.blur(screen.getByRole('spinbutton', { name: 'Points: Order cancelled by an operator' }));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(api.called('consoleCreditRuleUpdate')).toHaveLength(1));
    expect(api.called('consoleCreditRuleUpdate')[0]?.input).toEqual({
      trigger: 'order_operator_cancelled',
      points: -10,
      enabled: true,
    });
    expect(await screen.findByText('Rule saved. It applies to orders from now on.')).toBeTruthy();
    expect(within(row('Order cancelled by an operator')).getByText(/by ops\.alice/)).toBeTruthy();
  });
});
